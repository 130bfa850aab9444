t = (1, 2, 3, 2)
print(t[1], t[-1], t[1:3], t.count(2), t.index(3), len(t), t + (4,), t * 2, 2 in t, () == tuple())
print((1,), (1, 2) < (1, 3), max((1, 2), (1, 3)), tuple(x for x in range(3)), hash((1,)) == hash((1,)))
x, = (5,)
print(x)
t[0] = 5
