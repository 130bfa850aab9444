# technique: a comprehension over range(10**12)
# expect-error: pysafe.LimitError
[x for x in range(10**12)]
