# randrange with start/stop/step, negative steps, huge ranges, over many seeds; its errors
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::3]:
    r = random.Random(s)
    print(s, [r.randrange(10) for _ in range(10)], r.randrange(1, 7), r.randrange(-50, 50, 7), r.randrange(100, 0, -3),
          r.randrange(2**64), r.randrange(-10**30, 10**30), r.randrange(1, 2**200, 2**100), r.randrange(5, 6), r.randrange(0, 10**6, 1000))
r = random.Random(3)
for args in [(0,), (-5,), (5, 5), (5, 1), (1, 5, 0), (1, 5, -1), (1.5,), (1, 2.5), ('3',), (0, 10, 2.0), (3.0,), (10, 0, 1)]:
    try:
        print(args, r.randrange(*args))
    except (ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
