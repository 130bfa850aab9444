# technique: 10**10**10
# expect-error: pysafe.LimitError
x = 10**10**10
