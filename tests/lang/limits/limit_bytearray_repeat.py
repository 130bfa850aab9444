# pysafe-only
# ba *= n in place is refused before the buffer grows
b = bytearray(b'abc')
print(len(b * 1000))
b *= 10 ** 11
# expect: 3000
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
