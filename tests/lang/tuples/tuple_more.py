t = tuple(range(5))
print(t, t[::2], t.index(3), (1, 2) + (3,), (0,) * 3, tuple("ab"), tuple({1: 2}))
a, b, *c = t
print(a, b, c)
nested = ((1, 2), (3, 4))
print([x + y for x, y in nested], dict(nested), sorted(nested, reverse=True))
print((1, [2, 3])[1][0], len(()), () < (1,), (1, 2) == (1, 2), hash((1, "a")) == hash((1, "a")))
point = (3, 4)
x, y = point
print((x ** 2 + y ** 2) ** 0.5)
