# random(): 53 bits from two 32-bit outputs, many seeds
import random
for seed in range(40):
    r = random.Random(seed)
    print(seed, [r.random() for _ in range(4)])
r = random.Random(123)
xs = [r.random() for _ in range(2000)]
print(sum(xs), min(xs), max(xs), xs[-1])
