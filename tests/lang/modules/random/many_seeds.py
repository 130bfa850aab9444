# a digest of every function over many seeds, compared bit for bit
import random
acc = []
for s in list(range(-30, 30)) + [2**k + d for k in (31, 32, 33, 64, 65, 128, 1000) for d in (-1, 0, 1)]:
    r = random.Random(s)
    acc.append((r.random(), r.getrandbits(77), r.randrange(10**20), r.choice(range(997)),
                r.gauss(), r.gammavariate(0.7, 1), r.sample(range(60), 3)))
for a in acc[::7]:
    print(a)
print(len(acc), hash(tuple(str(a) for a in acc)) == hash(tuple(str(a) for a in acc)))
print(sum(a[0] for a in acc), sum(a[2] for a in acc) % 1000000007)
