# int in bytes: a byte value, and any int out of range(256) (big too) is
# a ValueError
for x in (0, 120, 255, 256, -1, 2**64, -(2**100), True, False):
    try:
        print(x in b'xy\x00\x01', x not in b'')
    except Exception as e:
        print(type(e).__name__, e)
