# pysafe-only
# args: --max-instructions=200000 --timeout=0
# a product of 10**60 tuples: its pool (one tuple of a million) and ten
# indices are made at once; the tuples themselves cost instructions
import itertools
n = 0
for t in itertools.product(range(10**6), repeat=10):
    n += 1
# expect-error: pysafe.LimitError: instruction limit exceeded (200000 instructions)
