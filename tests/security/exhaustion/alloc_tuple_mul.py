# technique: (1,) * 10**9
# expect-error: pysafe.LimitError
t = (1,) * 10**9
