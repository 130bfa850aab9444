# pysafe-only
# math.comb whose result's size is past 2**50 bytes reserves INT64_MAX, which
# vm_reserve added to the memory in use before refusing it (signed overflow;
# a fuzz_run finding, fixed in 7819a9f): now a memory error like any other
import math
print(math.comb(10**30, 3) % 1000)
math.comb(10**30, 10**15 - 1)
# expect: 0
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
