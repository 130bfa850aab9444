def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

for x in [1, True, 1.5, 'a', b'a', [], (), {}, set(), frozenset(), None, range(1), slice(1), len, [].append, int, ValueError('e'), iter([]), iter('a'), map(len, []), zip(), enumerate([]), {}.keys(), {}.values(), {}.items(), ...]:
    print(type(x).__name__, end=' ')
print()
print(type(1) is int, type(True) is bool, type(int) is type, type(type) is type, type(len) is type(abs))
t(type); t(type, 1, 2); t(type, 1, 2, 3, 4); t(type, object=1)
print(type(1)('5') + 1, type('')(5), type([])('ab'))
