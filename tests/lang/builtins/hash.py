def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(hash, 1); t(hash, -1); t(hash, 0); t(hash, True); t(hash, 1.0); t(hash, 1.5); t(hash, -0.0); t(hash, float('inf'))
t(hash, 2**61 - 1); t(hash, 2**61); t(hash, -(2**61)); t(hash, 10**30); t(hash, -(10**30)); t(hash, None) if False else None
t(hash, (1, 2)) if False else None
t(hash, []); t(hash, {}); t(hash, set()); t(hash, ([],)); t(hash, (1, [2])); t(hash, slice(1)); t(hash); t(hash, 1, 2); t(hash, obj=1)
print(hash(1) == hash(1.0) == hash(True), hash('abc') == hash('abc'), hash((1, 'a')) == hash((1, 'a')), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
print(hash(0.5) == hash(0.5), hash(2**64) == hash(2.0**64), hash(-1) == hash(-2), hash(range(3)) == hash(range(0, 3)))
