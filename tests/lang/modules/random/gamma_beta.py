# gammavariate's three methods and betavariate
import random
r = random.Random(4)
for a in [0.01, 0.1, 0.5, 0.9, 1.0, 2.0, 20.0, 200.0]:
    print(a, [r.gammavariate(a, 1.0) for _ in range(4)], r.gammavariate(a, 3.5))
print([r.betavariate(3.0, 3.0) for _ in range(5)])
print([r.betavariate(0.5, 0.2) for _ in range(5)])
for a, b in [(0, 1), (1, 0), (-1, 1), (1, -0.5)]:
    try:
        r.gammavariate(a, b)
    except ValueError as e:
        print(type(e).__name__, e)
