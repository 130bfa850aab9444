# operator.itemgetter: one item, several, sorting keys, repr
from operator import itemgetter

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(itemgetter(1)('ABCDEFG'), itemgetter(1, 3, 5)('ABCDEFG'), itemgetter(slice(2, None))('ABCDEFG'))
print(itemgetter('rank')({'rank': 3}), itemgetter(-1)([1, 2]), itemgetter(0)((9,)))
rows = [('b', 2), ('a', 3), ('c', 1)]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(0)), max(rows, key=itemgetter(1)))
print(list(map(itemgetter(0, 0), rows)))
print(repr(itemgetter(1)), repr(itemgetter(1, 'a')), repr(itemgetter(slice(1, 2))), repr(itemgetter((1, 2))))
print(type(itemgetter(1)).__name__, repr(itemgetter))
g = itemgetter(5)
t(lambda: g([1]))
t(lambda: g({}))
t(lambda: g(1))
t(lambda: itemgetter())
t(lambda: itemgetter(a=1))
t(lambda: g())
t(lambda: g([1], [2]))
t(lambda: g(x=[1]))
t(lambda: itemgetter(1, 2)([1]))
print(itemgetter(True)([0, 1]), itemgetter(2**70)({2**70: 'big'}))
