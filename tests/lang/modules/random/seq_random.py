# random() over many seeds, 30 draws each, printed as float.hex so the bits are compared
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS:
    r = random.Random(s)
    print(s, ' '.join(r.random().hex() for _ in range(30)))
