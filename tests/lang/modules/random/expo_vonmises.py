# expovariate, vonmisesvariate, paretovariate, weibullvariate
import random
r = random.Random(161803)
print([r.expovariate(1.0) for _ in range(6)])
print([r.expovariate(-2.5) for _ in range(3)])
print([r.vonmisesvariate(0.0, 0.0) for _ in range(3)])
print([r.vonmisesvariate(1.0, 4.0) for _ in range(6)])
print([r.vonmisesvariate(-2.0, 0.5) for _ in range(6)])
print([r.paretovariate(3.0) for _ in range(6)])
print([r.weibullvariate(1.0, 1.5) for _ in range(6)])
try:
    r.expovariate(0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
