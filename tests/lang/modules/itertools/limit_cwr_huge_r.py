# pysafe-only
# args: --max-memory=4000000 --timeout=0
# an r of a billion is refused by the memory budget before any work
import itertools
it = itertools.combinations_with_replacement('ab', 10**9)
# expect-error: pysafe.LimitError: memory limit exceeded (4000000 bytes)
