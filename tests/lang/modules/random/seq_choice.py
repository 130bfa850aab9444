# choice over lists, strings, tuples, ranges, for many seeds; the empty-sequence error
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
data = [list(range(1)), list(range(2)), list(range(7)), list(range(1000)), 'abcdefghij', ('x', 'y', 'z'), range(10**12), range(-5, 100, 7)]
for s in SEEDS[::2]:
    r = random.Random(s)
    print(s, [r.choice(d) for d in data], ''.join(r.choice('ACGT') for _ in range(20)))
for bad in [[], '', (), range(0), {1: 'a'}, {1, 2}]:
    try:
        print(random.Random(1).choice(bad))
    except (IndexError, TypeError, KeyError) as e:
        print(type(e).__name__, e)
