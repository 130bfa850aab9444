# methodcaller with positional and keyword arguments; repr; errors
from operator import methodcaller
print(methodcaller('upper')('abc'), methodcaller('split', ',')('a,b,c'), methodcaller('split', sep='-', maxsplit=1)('a-b-c'))
print(methodcaller('replace', 'a', 'o', 1)('banana'), methodcaller('get', 'k', 'default')({}), methodcaller('count', 1)([1, 1, 2]))
print(list(map(methodcaller('strip'), [' x ', 'y  '])), methodcaller('to_bytes', 2, 'big')(258), methodcaller('bit_length')(255))
class C:
    def m(self, *a, **k): return (a, sorted(k.items()))
print(methodcaller('m')(C()), methodcaller('m', 1, 2, z=3, y=4)(C()))
print(repr(methodcaller('m')), repr(methodcaller('m', 1, 'two')), repr(methodcaller('m', 1, k=2)))
for f, arg in [(methodcaller('nope'), 'x'), (methodcaller('upper', 1), 'x'), (methodcaller('split', bogus=1), 'x')]:
    try:
        print(f(arg))
    except Exception as e:
        print(type(e).__name__, e)
for bad in [(), (5,), (None,)]:
    try:
        methodcaller(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
