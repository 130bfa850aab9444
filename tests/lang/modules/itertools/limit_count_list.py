# pysafe-only
# args: --max-memory=4000000 --timeout=0
# list() of an endless iterator ends with the memory budget
import itertools
x = list(itertools.count())
# expect-error: pysafe.LimitError: memory limit exceeded (4000000 bytes)
