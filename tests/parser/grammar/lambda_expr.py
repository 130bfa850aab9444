lambda: 0
lambda x: x
lambda x, y=1, *a, z, **k: (x, y)
lambda *, a: a
lambda a, /, b: a
f = lambda: (yield)
