# choice and shuffle
import random
r = random.Random("choice")
seq = list(range(50))
print([r.choice(seq) for _ in range(20)])
print([r.choice("abcdef") for _ in range(20)])
print(r.choice((None, 1.5, "x")), r.choice(range(10, 1000, 7)))
for t in [[], "", ()]:
    try:
        r.choice(t)
    except IndexError as e:
        print(type(e).__name__, e)
for n in [0, 1, 2, 5, 52, 300]:
    x = list(range(n))
    r.shuffle(x)
    print(n, x[:20])
