# getstate/setstate: restoring replays the same stream (also mid-gauss), states compare equal, copies are independent
import random
r = random.Random(2024)
r.random()
st = r.getstate()
a = [r.random().hex() for _ in range(5)] + [r.gauss().hex()]
r.setstate(st)
b = [r.random().hex() for _ in range(5)] + [r.gauss().hex()]
print(a == b, a[:2], st[0], len(st[1]), st[2])
g = random.Random(5)
g.gauss()
st2 = g.getstate()
x = g.gauss().hex()
g.setstate(st2)
print(x == g.gauss().hex(), st2[2] is not None)
other = random.Random()
other.setstate(st)
print(other.random().hex() == a[0], random.Random(1).getstate() == random.Random(1).getstate(), random.Random(1).getstate() == random.Random(2).getstate())
for bad in [None, (1, 2), (2, (0,) * 625, None), (99, tuple(range(625)), None), (3, 'x', None)]:
    try:
        random.Random().setstate(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
