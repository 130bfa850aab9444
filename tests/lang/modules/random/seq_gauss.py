# gauss and normalvariate over many seeds (gauss keeps its spare value between calls; seed() clears it)
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS:
    r = random.Random(s)
    g = [r.gauss().hex(), r.gauss(10, 2).hex(), r.gauss(-1, 0.5).hex()]
    n = [r.normalvariate().hex(), r.normalvariate(100, 15).hex(), r.normalvariate(0, 0).hex()]
    r.seed(s)
    again = r.gauss().hex()
    print(s, g, n, again == g[0])
