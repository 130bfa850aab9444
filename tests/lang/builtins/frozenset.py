def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(frozenset); t(frozenset, [1, 2, 2]); t(sorted, frozenset('abca')); t(frozenset, {1: 2}); t(frozenset, range(3))
t(frozenset, 1); t(frozenset, None); t(frozenset, [[1]]); t(frozenset, [1], [2]); t(frozenset, iterable=[1])
a = frozenset([1, 2, 3]); b = frozenset([2, 3, 4])
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a <= b, a < a | b, a == frozenset({1, 2, 3}))
print(type(a | b).__name__, type(a | {1}).__name__, type({1} | a).__name__, hash(frozenset()) == hash(frozenset()))
print({a: 1}[frozenset([3, 2, 1])], frozenset([1]) == {1}, len(a), 2 in a, 9 in a)
t(frozenset.union, a, [9]); t(frozenset.intersection, a, 'x'); t(frozenset.isdisjoint, a, [7]); t(frozenset.issubset, a, range(5))
t(frozenset.issuperset, a, [1]); t(frozenset.difference, a, [1], [2]); t(lambda: sorted(frozenset.symmetric_difference(a, [1, 9])))
t(frozenset.copy, a); t(getattr, a, 'add'); t(lambda: a | [1]); t(lambda: a - 1); t(frozenset.union, a, 1)
print(repr(frozenset()), repr(frozenset([1])))
