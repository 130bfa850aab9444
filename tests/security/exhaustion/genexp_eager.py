# technique: a generator expression over range(10**10) consumed by sum (lazy: the instruction budget stops it)
# expect-error: pysafe.LimitError
sum(x for x in range(10**10))
