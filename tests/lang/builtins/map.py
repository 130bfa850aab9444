def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(list, map(str, [1, 2])); t(list, map(pow, [2, 3], [3, 2])); t(list, map(pow, [2, 3, 4], [2])); t(list, map(len, []))
t(map, len); t(map); t(map, len, 1); t(list, map(5, [1])); t(map, func=len, iterables=[]); t(list, map(lambda a, b, c: a + b + c, 'ab', 'cd', 'ef'))
t(list, map(int, ['1', 'x']))
calls = []
def f(x):
    calls.append(x)
    return x * 2
m = map(f, range(4))
print(type(m).__name__, calls)
print(next(m), calls)
print(list(m), calls, list(m), iter(m) is m)
