# technique: bytearray(10**12), bytearray * 10**11, and a bytearray grown
# in place without end (append, extend, slice assignment, *=)
# expect-error: pysafe.LimitError
b = bytearray(b'x')
try:
    bytearray(10**12)
except BaseException:
    pass
try:
    b * 10**11
except BaseException:
    pass
while True:
    b.extend(b)
    b[len(b):] = b'y' * 1000
    b *= 2
