# getstate/setstate round trips, version 2 states, and the errors
import random
r = random.Random(10)
r.random(); r.gauss()
st = r.getstate()
print(st[0], len(st[1]), st[1][-1], st[2], st[1][:3])
a = [r.random() for _ in range(5)], r.gauss(), r.getrandbits(100)
r.setstate(st)
b = [r.random() for _ in range(5)], r.gauss(), r.getrandbits(100)
print(a == b, a)
r2 = random.Random()
r2.setstate(st)
print(r2.random() == b[0][0])
v2 = (2, tuple(x - 2**32 if i % 3 == 0 and i < 624 else x for i, x in enumerate(st[1])), None)
r2.setstate(v2)
print(r2.random())
for bad in [(4, st[1], None), (1, st[1], None), (3, st[1][:10], None), (3, st[1][:-1] + (625,), None),
            (3, st[1][:-1] + (-1,), None), (3, st[1] + (0,), None), (3, st[1][:-1] + (624,), None)]:
    try:
        r2.setstate(bad)
        print("ok", r2.random())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
random.seed(5)
s = random.getstate()
x = random.random()
random.setstate(s)
print(x == random.random())
