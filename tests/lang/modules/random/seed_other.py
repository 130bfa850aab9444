# float seeds go through hash(); other types are refused
import random
for s in [0.0, -0.0, 1.0, 1.5, -2.25, 1e300, float('inf'), float('-inf'), 3.141592653589793]:
    random.seed(s)
    print(s, random.random(), random.getrandbits(20))
for bad in [[1], (1,), {1: 2}, object(), {1, 2}]:
    try:
        random.seed(bad)
    except TypeError as e:
        print(type(e).__name__, e)
