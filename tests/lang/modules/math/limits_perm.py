# pysafe-only
# perm and comb estimate the size of the result first: one past the
# memory budget is refused at once.
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
import math
math.perm(10**30, 10**8)
