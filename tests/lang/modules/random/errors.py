# argument errors of the module's functions
import random
r = random.Random(0)
tests = [lambda: r.choice(5), lambda: r.randint(1), lambda: r.shuffle(5), lambda: r.sample(range(3)),
         lambda: r.uniform(1), lambda: r.getrandbits(), lambda: r.randrange(), lambda: r.triangular(1, 2, 'x'),
         lambda: r.seed(1, 2, 3), lambda: r.setstate(5), lambda: r.setstate((3,)),
         lambda: r.choices([], k=1), lambda: r.sample([1, 2], 1, counts=5)]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__)
