# seed() with ints, negative ints, big ints, floats, str, bytes, bool, version=1 strings; the streams they give
import random
for s in [0, 1, -1, 2**32 - 1, 2**32, -2**32, 2**64 + 5, 10**50, 1.5, -0.25, 1e300, 0.0, float('inf'), True, False,
          'a', 'hello', '', 'ünïcode', 'x' * 300, b'', b'bytes', b'\x00\xff' * 40]:
    r = random.Random(s)
    print(repr(s)[:40], r.random().hex(), r.getrandbits(40), r.randrange(1000))
for s in ['a', 'hello', '', 'ünïcode', b'bytes', 12, 'x' * 50]:
    r = random.Random()
    r.seed(s, version=1)
    print(repr(s)[:20], r.random().hex())
for bad in [[1], {1: 2}, (1, 2), {1}, None.__class__]:
    try:
        random.Random(bad)
        print('seeded', repr(bad))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    random.Random(1).seed(1, version=3)
except ValueError as e:
    print(type(e).__name__, e)
