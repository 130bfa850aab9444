# technique: a generator expression over range(10**10) (eager in pysafe)
# expect-error: pysafe.LimitError
sum(x for x in range(10**10))
