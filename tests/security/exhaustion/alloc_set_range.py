# technique: set(range(10**9))
# expect-error: pysafe.LimitError
s = set(range(10**9))
