# a set looked for in a set is looked for as a frozenset
s = {frozenset({1, 2}), 3, frozenset()}
print({1, 2} in s, {1} in s, set() in s, {2, 1} not in s)
s.remove({1, 2})
print(sorted(map(len, [x for x in s if type(x) is frozenset])), 3 in s)
s.discard(set())
print(s)
s.discard({9})
for op in ('remove', 'add'):
    try:
        getattr(s, op)({9})
    except Exception as e:
        print(op, type(e).__name__, e)
print({1} in frozenset([frozenset([1])]), {1} in frozenset())
for c in ({}, [frozenset({1})], (frozenset({1}),)):
    try:
        print({1} in c)
    except Exception as e:
        print(type(e).__name__, e)
