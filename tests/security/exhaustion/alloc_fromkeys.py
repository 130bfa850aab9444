# technique: dict.fromkeys(range(10**9))
# expect-error: pysafe.LimitError
d = dict.fromkeys(range(10**9))
