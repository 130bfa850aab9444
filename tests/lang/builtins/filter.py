def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(list, filter(None, [0, 1, '', 'a', None, [], [0]])); t(list, filter(lambda x: x > 1, [1, 2, 3]))
t(list, filter(bool, range(3))); t(list, filter(str.isdigit, 'a1b2')); t(list, filter(None, []))
t(filter, None, 1); t(filter, None); t(filter); t(filter, None, [], []); t(filter, function=None, iterable=[])
t(list, filter(5, [1])); t(list, filter(len, [1]))
calls = []
def pred(x):
    calls.append(x)
    return x % 2
f = filter(pred, range(6))
print(type(f).__name__, calls)
print(next(f), calls)
print(list(f), calls, list(f))
print(iter(f) is f)
