# the module's functions share one generator
import random
random.seed(2718)
print(random.random(), random.uniform(1, 2), random.triangular(0, 1, 0.2), random.randint(0, 100))
print(random.choice('xyz'), random.randrange(0, 100, 5), random.sample(range(20), 3))
x = list(range(10)); random.shuffle(x); print(x)
print(random.choices('ab', [1, 3], k=4))
print(random.normalvariate(), random.lognormvariate(0, 1), random.expovariate(2))
print(random.vonmisesvariate(0, 1), random.gammavariate(2, 2), random.gauss(), random.betavariate(2, 2))
print(random.paretovariate(2), random.weibullvariate(1, 2), random.getrandbits(40), random.randbytes(3))
print(sorted(n for n in random.__all__))
