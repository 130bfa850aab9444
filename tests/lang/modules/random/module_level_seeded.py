# the module's functions after random.seed(n): the shared generator's stream over every function
import random
for s in (0, 1, 42, 'seed', 2**40):
    random.seed(s)
    print(s, random.random().hex(), random.randint(1, 100), random.randrange(0, 50, 5), random.choice('abcdef'), random.choices('xyz', k=3),
          random.sample(range(20), 4), random.uniform(1, 2).hex(), random.triangular(1, 3).hex(), random.gauss(0, 1).hex(),
          random.getrandbits(20), random.randbytes(3).hex(), random.expovariate(2).hex(), random.betavariate(2, 3).hex())
    lst = list(range(8))
    random.shuffle(lst)
    print(lst)
