# vonmisesvariate over many seeds, kappa tiny, moderate and large
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::2]:
    r = random.Random(s)
    print(s, [r.vonmisesvariate(mu, k).hex() for mu, k in ((0, 0), (0, 1e-7), (1, 0.5), (3.14, 4), (-2, 100), (10, 1))])
