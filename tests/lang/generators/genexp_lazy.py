calls = []
def check(x):
    calls.append(x)
    return x > 2
print(any(check(x) for x in range(10)), calls)
calls.clear()
print(all(not check(x) for x in range(10)), calls)
def count():
    n = 0
    while True:
        yield n
        n += 1
print(next(x for x in count() if x * x > 50))
g = (x * 2 for x in [1, 2, 3])
print(next(g), list(g), list(g))
print(sum(x * x for x in range(10) if x % 3))
print(list(zip((i for i in count()), 'abc')))
print(dict((k, len(k)) for k in ['a', 'bb']))
print(sorted((-x for x in range(5))))
print(' '.join(str(x) for x in range(5)))
print(min(x for x in [3, 1, 2]), max((x for x in []), default='empty'))
print(tuple(x for x in range(3)), set(x % 2 for x in range(5)))
# the first iterable is evaluated at once, the rest lazily
def noisy(tag, it):
    print('evaluating', tag)
    return it
g = (x + y for x in noisy('outer', [1, 2]) for y in noisy('inner', [10, 20]))
print('made')
print(list(g))
try:
    (x for x in 5)
except TypeError as e:
    print(type(e).__name__, e)
g = (1 / x for x in [1, 0])
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(next(g, 'exhausted after error'))
# the scope: the loop variable does not leak, the enclosing names are read late
x = 'outer x'
g = (x for x in range(2))
print(list(g), x)
n = 1
g = (i * n for i in range(3))
n = 10
print(list(g))
def f():
    k = 2
    return (i * k for i in range(3))
print(list(f()))
g = (i for i in range(3))
print(iter(g) is g, type(g).__name__)
print(repr((i for i in [])).startswith('<generator object <genexpr> at 0x'))
class C:
    vals = [1, 2]
    doubled = list(v * 2 for v in vals)
print(C.doubled)
