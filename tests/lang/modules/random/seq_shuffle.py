# shuffle in place over many seeds and lengths; what it does to strings and tuples
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::2]:
    r = random.Random(s)
    out = []
    for n in (0, 1, 2, 3, 5, 10, 52):
        x = list(range(n))
        r.shuffle(x)
        out.append(x if n < 11 else x[:10])
    print(s, out)
for bad in ['abc', (1, 2, 3), None, 5]:
    try:
        random.Random(1).shuffle(bad)
    except TypeError as e:
        print(type(e).__name__, e)
