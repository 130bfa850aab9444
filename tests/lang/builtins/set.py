def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(set); t(set, [1, 2, 2]); t(sorted, set('abca')); t(set, {1: 2}); t(set, range(3)); t(set, 1); t(set, None); t(set, [[1]]); t(set, [1], [2]); t(set, iterable=[1])
s = {1, 2, 3}
t(s.add, [1]); t(s.remove, 9); t(s.discard, 9); t(s.pop) if False else None; t(set().pop); t(s.update, 1); t(s.update, [4], 'ab'); print(sorted(map(str, s)))
s = {1, 2, 3}
t(s.issubset, 1); t(s.union); t(s.intersection, [2], [2, 3]); t(s.difference_update, [1]); print(s); t(s.symmetric_difference_update, [2, 9]); print(s)
t(s.intersection_update, [9, 3]); print(s); t(s.isdisjoint, 5); t(lambda: s | [1]); t(lambda: s & 1); t(lambda: s < [1]); t(lambda: {1} < {1, 2})
t(lambda: {1, 2} - {2}); t(lambda: {1} ^ {2}); t(lambda: set() == frozenset()); t(repr, set()); t(repr, {1}); t(hash, {1})
s = {1, 2}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print('RuntimeError', e)
t(lambda: {1, 1.0, True}); t(lambda: {0, False, 0.0, -0.0})
