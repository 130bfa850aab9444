# partial: func/args/keywords, flattening of nested partials, keyword override, repr, call errors
from functools import partial
def f(a, b, c=3, *rest, **kw):
    return (a, b, c, rest, sorted(kw.items()))
p = partial(f, 1)
q = partial(p, 2, x=9)
r = partial(q, c=7, x=10)
print(p(2), q(), q(5, 6), r(), r(x=0), r(y=1))
print(p.func is f, p.args, p.keywords, q.func is f, q.args, q.keywords, r.args, sorted(r.keywords.items()))
print(repr(partial(max, 1, key=abs)).startswith('functools.partial(<built-in function max>, 1, key='), repr(partial(len)))
print(partial(int, base=2)('1010'), partial(sorted, reverse=True)([3, 1, 2]), partial(str.replace, 'aaa', 'a')('b'))
print(list(map(partial(pow, 2), range(6))), partial(partial(partial(min, 5), 3), 9)())
s = partial(f, b=2)
try:
    s(1, 5)
except TypeError as e:
    print(type(e).__name__, e)
for bad in [(), (5,), ('x', 1)]:
    try:
        partial(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
pp = partial(f, 1, 2)
print(callable(pp))
for name in ['func', 'args', 'keywords']:
    try:
        setattr(pp, name, None)
    except (AttributeError, TypeError) as e:
        print(name, type(e).__name__)
