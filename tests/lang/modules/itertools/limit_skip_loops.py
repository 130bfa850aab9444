# pysafe-only
# args: --max-instructions=2000000 --timeout=0
# an iterator that passes over items inside one step pays for each
import itertools
print(next(itertools.filterfalse(None, itertools.repeat(1)), 'none'))
# expect-error: pysafe.LimitError: instruction limit exceeded (2000000 instructions)
