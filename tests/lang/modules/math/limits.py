# pysafe-only
# A factorial whose result cannot fit the memory budget is refused at
# once, before any multiplication (CPython would grind for hours).
# expect: before
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
import math
print("before")
math.factorial(10**9)
