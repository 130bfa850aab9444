# randint(a, b) inclusive bounds over seeds, including single-value and huge ranges; errors
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::2]:
    r = random.Random(s)
    print(s, [r.randint(1, 6) for _ in range(12)], r.randint(-3, 3), r.randint(0, 0), r.randint(-2**70, 2**70), r.randint(10**9, 10**9 + 1))
r = random.Random(0)
print(sorted(set(r.randint(1, 3) for _ in range(200))))
for args in [(5, 4), (1.5, 3), (1, '3'), (1,)]:
    try:
        print(r.randint(*args))
    except (ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
