def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(list, zip('ab', [1, 2, 3])); t(list, zip()); t(list, zip('abc')); t(list, zip('ab', 'cd', 'ef')); t(list, zip([], 'a'))
t(list, zip('ab', [1, 2], strict=True)); t(list, zip('ab', [1], strict=True)); t(list, zip('a', [1, 2], strict=True)); t(list, zip('a', 'b', [1, 2], strict=True))
t(zip, 1); t(zip, 'a', None); t(zip, 'a', foo=1); t(list, zip('ab', 'cd', strict=False)); t(list, zip(strict=True))
calls = []
def rec(x):
    calls.append(x)
    return x
def gen(n):
    return map(rec, range(n))
z = zip(gen(3), 'ab')
print(type(z).__name__, calls)
print(next(z), calls)
print(list(z), calls, list(z), iter(z) is z)
a, b = zip(*[(1, 'x'), (2, 'y')])
print(a, b)
