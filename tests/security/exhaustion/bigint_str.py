# technique: str() of a 10**6-digit int (quadratic conversion)
# expect-error: pysafe.LimitError
# expect-error: ValueError
x = 7 ** 2000000
s = str(x)
