# technique: list(range(10**10)), set and dict.fromkeys of huge ranges
# expect-error: pysafe.LimitError
l = list(range(10**10))
