# SimpleNamespace: kwargs, attribute set/del, equality, repr with nesting and recursion, vars()
from types import SimpleNamespace as NS
a = NS(x=1, y=[1, 2], z='s')
print(a, repr(NS()), a.x, a.y, a.__dict__, sorted(a.__dict__))
a.w = NS(inner=True)
print(a)
del a.x
print(a, hasattr(a, 'x'), getattr(a, 'x', 'none'))
try:
    a.x
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del a.nothing
except AttributeError as e:
    print(type(e).__name__, e)
print(NS(a=1) == NS(a=1), NS(a=1) == NS(a=2), NS(a=1) == NS(a=1, b=2), NS() == NS(), NS(a=1) != NS(a=1), NS(a=1) == {'a': 1}, NS() == None)
print(NS(**{'k': 1, 'j': 2}), NS(b=2, a=1), NS(_p=1), NS(a=NS(b=NS(c=3))))
for args, kw in [((1,), {}), (({'a': 1},), {}), ((), {})]:
    try:
        print(NS(*args, **kw))
    except TypeError as e:
        print(type(e).__name__, e)
r = NS()
r.self = r
print(r)
for f in [lambda: NS(a=1) < NS(a=2), lambda: {NS(): 1}]:
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__)
q = NS(v=1)
q.inner = NS(outer=q)
print(q, [q, q], {'k': q})
class Sub(NS):
    pass
s = Sub(n=1)
s.me = s
print(s)
try:
    s.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del s.missing
except AttributeError as e:
    print(type(e).__name__, e)
