# gammavariate (alpha < 1, = 1, > 1) and betavariate over many seeds; parameter errors
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::2]:
    r = random.Random(s)
    print(s, [r.gammavariate(a, b).hex() for a, b in ((0.3, 1), (0.99, 2), (1, 1), (1, 5), (2.5, 0.5), (30, 1))],
          [r.betavariate(a, b).hex() for a, b in ((0.5, 0.5), (1, 1), (2, 5), (10, 0.1))])
r = random.Random(2)
for args in [(0, 1), (-1, 1), (1, 0), (1, -2)]:
    try:
        print(r.gammavariate(*args))
    except ValueError as e:
        print(type(e).__name__, e)
for args in [(0, 1), (1, 0)]:
    try:
        print(r.betavariate(*args))
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
