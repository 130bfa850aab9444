# functools.partial: calls, attributes, repr
from functools import partial

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

def f(a, b=2, *args, c=3, **kw):
    return (a, b, args, c, sorted(kw.items()))
p = partial(f, 1)
print(p(), p(5), p(5, 6, 7), p(c=9), p(x=1))
p = partial(f, 1, 2, 3, c=4, d=5)
print(p(), p(9, c=0), p(d=6, e=7))
print(p.func is f, p.args, p.keywords)
basetwo = partial(int, base=2)
print(basetwo('10010'), basetwo('11', base=10))
print(partial(max, key=len)(['a', 'ccc', 'bb']), partial(sorted, reverse=True)([2, 3, 1]))
print(partial(len)('abc'), partial(pow, 2)(10), partial(print, sep='-')('a', 'b'))
print(repr(partial(len, 1, a=2)), repr(partial(max)), repr(partial(f, 'x', c=[1])).split(' at ')[0])
print(type(partial(len)).__name__, repr(partial), isinstance(partial(len), partial))
t(lambda: partial())
t(lambda: partial(1))
t(lambda: partial(func=len))
t(lambda: partial(len, 1)())
t(lambda: partial(f)())
t(lambda: partial(f, 1, a=2)())
class C:
    def __call__(self, *a, **k):
        return ('called', a, k)
print(partial(C(), 1, x=2)(3, y=4))
print(list(map(partial(pow, 2), range(5))))
