# itertools.product
from itertools import product

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(product('ab', 'xy')))
print(list(product(range(2), repeat=3)))
print(list(product('ab', [1, 2], repeat=2))[:6], len(list(product('ab', [1, 2], repeat=2))))
print(list(product()))
print(list(product(repeat=3)))
print(list(product('ab', repeat=0)))
print(list(product('ab', [])))
print(list(product([], 'ab')))
print(list(product('a')))
print(len(list(product(range(4), range(5), range(6)))))
print(list(product({1: 2, 3: 4}, (5,))))
it = product('ab', 'c')
print(next(it), next(it))
t(lambda: next(it))
t(lambda: product(1))
t(lambda: product([1], repeat=-1))
t(lambda: product([1], repeat='a'))
t(lambda: product([1], repeat=None))
t(lambda: product([1], x=1))
t(lambda: product([1], repeat=2**62))
t(lambda: product([1, 2], [3], repeat=2**60))
# the inputs are read at once, as CPython does
src = iter([1, 2])
p = product(src)
print(list(src), list(p))
