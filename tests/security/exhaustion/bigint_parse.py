# technique: int() of a 10**7-digit string
# expect-error: pysafe.LimitError
# expect-error: ValueError
x = int('7' * 10**7)
