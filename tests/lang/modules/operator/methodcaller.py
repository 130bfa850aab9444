# operator.methodcaller: positional and keyword arguments, repr
from operator import methodcaller

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(methodcaller('upper')('abc'), methodcaller('split', ',')('a,b,c'))
print(methodcaller('split', ',', maxsplit=1)('a,b,c'), methodcaller('get', 'x', 'dflt')({}))
print(list(map(methodcaller('strip', '*'), ['*a*', 'b**'])))
print(repr(methodcaller('f')), repr(methodcaller('f', 1, 'x', y=2, z=[3])))
print(repr(methodcaller('name', self=1)))
class C:
    def m(self, *a, **k):
        return (a, sorted(k.items()))
print(methodcaller('m', 1, 2, b=3, a=4)(C()))
l = [3, 1, 2]
methodcaller('sort', reverse=True)(l)
print(l)
print(type(methodcaller('x')).__name__)
t(lambda: methodcaller())
t(lambda: methodcaller(1))
t(lambda: methodcaller('nope')(1))
t(lambda: methodcaller('upper')())
t(lambda: methodcaller('upper')('a', 'b'))
t(lambda: methodcaller('upper', 1)('a'))
t(lambda: methodcaller('upper')(x='a'))
