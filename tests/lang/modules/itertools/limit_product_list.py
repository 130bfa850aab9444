# pysafe-only
# args: --max-memory=20000000 --max-instructions=100000000 --timeout=0
# list() of 10**60 tuples ends with the memory budget, not a crash
import itertools
x = list(itertools.product(range(10**6), repeat=10))
# expect-error: pysafe.LimitError: memory limit exceeded (20000000 bytes)
