# uniform and triangular
import random
r = random.Random(8)
print([r.uniform(0, 10) for _ in range(5)])
print([r.uniform(-3, -7) for _ in range(5)])
print([r.uniform(2, 2) for _ in range(2)])
print([r.triangular() for _ in range(5)])
print([r.triangular(0, 10, 2) for _ in range(5)])
print([r.triangular(5, 5, 5) for _ in range(3)])
print([r.triangular(10, 0) for _ in range(3)])
