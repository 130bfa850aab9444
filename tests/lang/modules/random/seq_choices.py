# choices: k, weights, cum_weights, float and int weights, over many seeds; errors
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
pop = ['red', 'green', 'blue', 'black']
for s in SEEDS[::3]:
    r = random.Random(s)
    print(s, r.choices(pop), r.choices(pop, k=6), r.choices(pop, [10, 5, 1, 0], k=6), r.choices(pop, cum_weights=[1, 2, 3, 40], k=4),
          r.choices(range(100), k=3), r.choices(pop, weights=[0.1, 0.2, 0.3, 0.4], k=5), r.choices('ab', [1, 1], k=0))
r = random.Random(5)
for kw in [{'weights': [1, 2]}, {'cum_weights': [1]}, {'weights': [1, 1, 1, 1], 'cum_weights': [1, 2, 3, 4]}, {'weights': [0, 0, 0, 0]},
           {'weights': [-1, 1, 1, 1]}, {'k': -1}, {'k': 1.5}, {'weights': [float('inf')] * 4}, {'weights': [float('nan')] * 4}]:
    try:
        print(kw, r.choices(pop, **kw))
    except (ValueError, TypeError) as e:
        print(kw, type(e).__name__, e)
try:
    print(r.choices([], k=2))
except IndexError as e:
    print(type(e).__name__, e)
print(r.choices([], k=0))
