# sample: the pool method and the set method, and counts
import random
r = random.Random(99)
print(r.sample(range(10), 10))
print(r.sample(range(100), 5))
print(r.sample(range(1000), 30))
print(r.sample(range(10**12), 8))
print(r.sample("abcdefghij", 4))
print(r.sample(list(range(40)), k=40)[:10])
print(r.sample(['red', 'blue'], counts=[4, 2], k=5))
print(r.sample(range(3), k=10, counts=[10, 20, 30]))
print(r.sample((), 0), r.sample([1, 2, 3], 0))
for args, kw in [((range(5), 6), {}), ((range(5), -1), {}), (({1, 2, 3}, 2), {}), (({'a': 1}, 1), {}),
                 ((range(3), 2), {'counts': [1, 2]}), ((range(3), 2), {'counts': [0, 0, 0]}),
                 ((range(3), 2), {'counts': [1.0, 2.0, 3.0]})]:
    try:
        print(r.sample(*args, **kw))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
