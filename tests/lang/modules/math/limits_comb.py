# pysafe-only
# args: --max-instructions=200000 --timeout=0
# comb's work is charged as it goes: a small instruction budget stops a
# big binomial early and cleanly.
# expect-error: pysafe.LimitError: instruction limit exceeded (200000 instructions)
import math
math.comb(10**9, 10**5)
