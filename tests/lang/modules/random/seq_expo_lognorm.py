# expovariate, lognormvariate, paretovariate, weibullvariate over many seeds and parameters
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::2]:
    r = random.Random(s)
    print(s, r.expovariate(1).hex(), r.expovariate(0.1).hex(), r.expovariate(50).hex(), r.expovariate(-2).hex(),
          r.lognormvariate(0, 1).hex(), r.lognormvariate(1.5, 0.25).hex(), r.paretovariate(1).hex(), r.paretovariate(3.5).hex(),
          r.weibullvariate(1, 1).hex(), r.weibullvariate(2, 0.5).hex())
r = random.Random(1)
for f, a in [(r.expovariate, (0,)), (r.paretovariate, (0,)), (r.weibullvariate, (1, 0))]:
    try:
        print(f(*a))
    except (ZeroDivisionError, ValueError) as e:
        print(type(e).__name__, e)
