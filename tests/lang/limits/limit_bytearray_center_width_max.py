# pysafe-only
# bytearray.center of width 2**63 - 1: the reservation is refused by its size
# before it is added to the memory in use (that sum overflowed int64)
print(bytearray(b"a").center(5, b"*"))
bytearray(b"a").center(2 ** 63 - 1)
# expect: bytearray(b'**a**')
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
