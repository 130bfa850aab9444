# sample: k from 0 to n, sets through sorted, ranges, counts=, over many seeds; errors
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::3]:
    r = random.Random(s)
    print(s, r.sample(range(10), 3), r.sample(range(10), 10), r.sample('abcdefgh', 0), r.sample(list(range(100)), 7),
          r.sample(range(10**9), 4), r.sample(['a', 'b'], counts=[3, 2], k=4), r.sample(range(30), 25)[:5], r.sample(tuple('xyz'), 2))
r = random.Random(9)
for args, kw in [((range(3), 4), {}), ((range(3), -1), {}), (({1, 2, 3}, 2), {}), (([1, 2], 1), {'counts': [1]}), (([1, 2], 1), {'counts': [0, 0]}),
                 (([1, 2], 1), {'counts': [-1, 3]}), (([1, 2], 2), {'counts': [1.5, 1]}), (('abc',), {})]:
    try:
        print(r.sample(*args, **kw))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
