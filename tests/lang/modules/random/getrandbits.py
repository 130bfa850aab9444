# getrandbits(k) for k around word boundaries, and its errors
import random
r = random.Random(2024)
for k in [0, 1, 2, 7, 8, 31, 32, 33, 63, 64, 65, 95, 96, 97, 128, 200, 1000, 4097]:
    print(k, r.getrandbits(k))
for bad in [-1, -100]:
    try:
        r.getrandbits(bad)
    except ValueError as e:
        print(type(e).__name__, e)
for bad in [1.5, "3", None]:
    try:
        r.getrandbits(bad)
    except TypeError as e:
        print(type(e).__name__)
print(r.randbytes(0), r.randbytes(1), r.randbytes(17))
