def f(*args, **kwargs):
    return args, kwargs
print(f(), f(1, 2), f(a=1), f(1, *[2, 3], x=4, **{"y": 5}))
def g(a, b=2, *rest, c, d=4, **kw):
    return a, b, rest, c, d, kw
print(g(1, c=3), g(1, 2, 3, 4, c=5, e=6))
args = (1, 2)
kwargs = {"c": 9}
print(g(*args, **kwargs))
def h(x, y):
    return x - y
print(h(*[5, 3]), h(**{"y": 1, "x": 10}))
print(f(**{"a": 1}, b=2))
f(**{"a": 1}, a=2)
