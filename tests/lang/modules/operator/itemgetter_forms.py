# itemgetter with one and many items, slices, negative indices, dict keys, on strings and custom classes; repr and errors
from operator import itemgetter
rows = [('ann', 31, 'x'), ('bob', 25, 'y'), ('cy', 31, 'a')]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(1, 0)), list(map(itemgetter(-1), rows)))
print(itemgetter(0)('abc'), itemgetter(1, 0, 1)('abc'), itemgetter(slice(1, None))('abcdef'), itemgetter(slice(None, None, -2))([1, 2, 3, 4, 5]))
print(itemgetter('k')({'k': 1}), itemgetter('a', 'b')({'a': 1, 'b': 2}), itemgetter((1, 2))({(1, 2): 'tuple key'}), itemgetter(0)(range(5, 9)))
class G:
    def __getitem__(self, k): return ('got', k)
print(itemgetter(5)(G()), itemgetter('x', slice(1, 2))(G()))
print(repr(itemgetter(1)), repr(itemgetter(1, 'a')), repr(itemgetter(slice(1, 2))), repr(itemgetter((1,))))
for f, arg in [(itemgetter(5), [1]), (itemgetter('z'), {}), (itemgetter(0), 5), (itemgetter('a'), [1]), (itemgetter(0, 9), 'ab')]:
    try:
        print(f(arg))
    except Exception as e:
        print(type(e).__name__, e)
for args in [(), ]:
    try:
        itemgetter(*args)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    itemgetter(1)([1, 2], [3])
except TypeError as e:
    print(type(e).__name__, e)
