# uniform and triangular over seeds, with reversed and equal bounds and modes at the ends
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::2]:
    r = random.Random(s)
    print(s, r.uniform(0, 1).hex(), r.uniform(-5, 5).hex(), r.uniform(10, 2).hex(), r.uniform(3, 3).hex(), r.uniform(-1e300, 1e300).hex(),
          r.triangular().hex(), r.triangular(0, 10).hex(), r.triangular(0, 10, 0).hex(), r.triangular(0, 10, 10).hex(),
          r.triangular(5, 5).hex(), r.triangular(10, 0, 2).hex())
