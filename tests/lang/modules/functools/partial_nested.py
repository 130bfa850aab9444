# partial of a partial is flattened; keywords merge, the later wins
from functools import partial

def f(*args, **kw):
    return args, sorted(kw.items())
p1 = partial(f, 1, a=1, b=1)
p2 = partial(p1, 2, b=2, c=2)
print(p2.func is f, p2.args, sorted(p2.keywords.items()))
print(p2(3, c=3, d=3))
print(repr(partial(partial(max, 1, key=None), 2, default=3)))
p3 = partial(p2)
print(p3.args, p3.func is f)
# the keyword dict is a copy
kw = {'a': 1}
p = partial(f, **kw)
kw['a'] = 2
print(p())
p.keywords['z'] = 26
print(p())
r = partial(f)
print(r.args, r.keywords)
