def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(any, []); t(any, [0, 0]); t(any, [0, 3]); t(any, ''); t(any, 'a'); t(any, {0: 1}); t(any, set())
t(any, (x for x in [0, None, 2])); t(any, range(0)); t(any, range(0, 2)); t(any, [[], ()])
t(any, 5); t(any, None); t(any); t(any, [], []); t(any, iterable=[1])
seen = []
def f(x):
    seen.append(x)
    return x
print(any(map(f, [0, 1, 2])), seen)
