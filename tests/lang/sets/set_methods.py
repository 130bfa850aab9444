# set and frozenset: every method and operator (differential)
def t(f):
    try:
        r = f()
        print(repr(sorted(r)) if isinstance(r, (set, frozenset)) else repr(r))
    except Exception as e:
        print(type(e).__name__, e)

a = {1, 2, 3}
b = {3, 4}
fa = frozenset(a)
for x, y in [(a, b), (fa, b), (a, frozenset(b)), (set(), a), (a, a)]:
    print(sorted(x | y), sorted(x & y), sorted(x - y), sorted(x ^ y), x <= y, x < y, x >= y, x > y, x == y, x != y)
    print(type(x | y).__name__, type(y | x).__name__)
    print(sorted(x.union(y, [9])), sorted(x.intersection(y, [3])), sorted(x.difference(y, [1])), sorted(x.symmetric_difference(y)))
    print(x.issubset(y), x.issuperset(y), x.isdisjoint(y), x.issubset([1, 2, 3, 4]), x.issuperset(range(2)), x.isdisjoint(iter([7])))
t(lambda: a | [1])
t(lambda: a & 1)
t(lambda: a - 'x')
t(lambda: a ^ None)
t(lambda: a < [1])
t(lambda: a.union(1))
t(lambda: a.issubset(1))
t(lambda: a.symmetric_difference())
t(lambda: a.symmetric_difference(1, 2))
t(lambda: a.union())
t(lambda: a.intersection())
t(lambda: a == [1, 2, 3])
s = set()
s.add(1); s.add(1); s.update([2, 3], (4,)); print(sorted(s))
s.discard(9); s.discard(1); print(sorted(s))
t(lambda: s.remove(9))
t(lambda: s.remove([1]))
t(lambda: s.add([]))
print(s.pop() in (2, 3, 4), len(s))
t(lambda: set().pop())
c = s.copy(); c.clear(); print(c, s == c, len(s))
s = {1, 2, 3, 4, 5}
s.difference_update([1], {2}); print(sorted(s))
s.intersection_update([3, 4, 5, 6], range(4, 10)); print(sorted(s))
s.symmetric_difference_update([5, 6, 7]); print(sorted(s))
t(lambda: s.symmetric_difference_update())
t(lambda: s.difference_update(1))
s = {1, 2}; s |= {3}; s &= {1, 3, 4}; s -= {1}; s ^= {5}; print(sorted(s))
def ior(): 
    s = {1}
    s |= [2]
t(ior)
fs = frozenset([1, 2])
g = fs
g |= {3}
print(sorted(g), sorted(fs), g is fs)
print(hash(frozenset()) == hash(frozenset([])), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
t(lambda: hash({1}))
print({frozenset([1]): 'x'}[frozenset([1])])
print(frozenset([1]) == {1}, {1} == frozenset([1]), frozenset() in {frozenset()})
print(frozenset(), set(), repr(frozenset([1])), repr({1}), set('aab') == {'a', 'b'})
print(fs.copy() is fs)
t(lambda: frozenset().add(1))
t(lambda: set(1))
t(lambda: set([1], [2]))
t(lambda: frozenset(1, 2))
t(lambda: set(x=1))
print({1, 2} - {2} == {1}, {1} in [{1}], {1} <= {1}, {1} < {1})
t(lambda: {[]} )
print(len({1, 1.0, True}), {0, False, 0.0})
s = {1, 2, 3}
def mut():
    for x in s:
        s.add(x + 10)
t(mut)
print(sorted(set(range(5)) & set(range(3, 8))))
print(set.union({1}, [2]), frozenset.union(frozenset(), [3]))
