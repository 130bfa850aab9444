# pysafe-only
# args: --max-instructions=2000000 --timeout=0
# prod of a long run of ints is charged per multiplication.
# expect: 1516688
# expect-error: pysafe.LimitError: instruction limit exceeded (2000000 instructions)
import math
print(1516688)
math.prod(range(1, 10**5))
