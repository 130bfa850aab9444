# getrandbits(k) for k from 0 to 200 and over many seeds; errors for negative k
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::3]:
    r = random.Random(s)
    print(s, [r.getrandbits(k) for k in (0, 1, 2, 7, 8, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 200)])
r = random.Random(7)
print([r.getrandbits(k) for k in range(0, 70)])
for bad in [-1, 1.5, '8', None]:
    try:
        print(r.getrandbits(bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
