def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(list, enumerate('abc')); t(list, enumerate('abc', 1)); t(list, enumerate('abc', -2)); t(list, enumerate([], 5))
t(list, enumerate('ab', start=10)); t(list, enumerate(iterable='ab')); t(list, enumerate('ab', 10**20))
t(enumerate, 1); t(enumerate, 'a', 'b'); t(enumerate, 'a', 1.5); t(enumerate); t(enumerate, 'a', 1, 2)
t(enumerate, 'a', x=1); t(list, enumerate('a', True))
e = enumerate('xyz')
print(type(e).__name__, next(e), iter(e) is e, list(e), list(e))
calls = []
def rec(x):
    calls.append(x)
    return x
def gen(n):
    return map(rec, range(n))
e = enumerate(gen(3))
print(calls)
print(next(e), calls)
for i, (a, b) in enumerate(zip('ab', 'cd')):
    print(i, a, b)
