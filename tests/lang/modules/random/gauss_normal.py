# gauss (with its kept second value), normalvariate, lognormvariate
import random
r = random.Random(271828)
print([r.gauss() for _ in range(7)])
print([r.gauss(100, 15) for _ in range(7)])
r.seed(1)
print(r.gauss(), r.gauss_next)
r.seed(1)
print(r.gauss_next)
print([r.normalvariate() for _ in range(7)])
print([r.normalvariate(-5, 0.5) for _ in range(7)])
print([r.lognormvariate(0, 1) for _ in range(7)])
print([r.lognormvariate(1.5, 0.25) for _ in range(4)])
