# pysafe-only
# a reservation of nearly 2**63 bytes (zfill's width) is refused by its size
# before it is added to the memory in use (that sum overflowed int64)
print("12".zfill(5))
"a".zfill(2 ** 63 - 1)
# expect: 00012
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
