# choices with no weights, weights, cum_weights, k
import random
r = random.Random(31337)
pop = ['a', 'b', 'c', 'd']
print(r.choices(pop))
print(r.choices(pop, k=15))
print(r.choices(pop, [1, 2, 3, 4], k=15))
print(r.choices(pop, weights=[0.1, 0, 5.5, 2], k=15))
print(r.choices(pop, cum_weights=[1, 3, 6, 10], k=15))
print(r.choices(range(1000), k=5))
print(r.choices(pop, k=0))
for args, kw in [((pop, [1, 2]), {}), ((pop,), {'weights': [1] * 4, 'cum_weights': [1] * 4}),
                 ((pop, [0, 0, 0, 0]), {}), ((pop, [1, 1, float('inf'), 1]), {}), ((pop, 3), {}),
                 ((pop, [-1, -1, -1, -1]), {})]:
    try:
        print(r.choices(*args, **kw))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
