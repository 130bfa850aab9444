# Every kind of parameter list: the parser builds each from several lists,
# and a list it could not allocate was once read at `/`.
def f(a, b=2, /, c=3, *args, d, e=5, **kw):
    return a, b, c, args, d, e, kw
g = lambda x, /, y=1, *, z: (x, y, z)
print(f(1, d=4), f(1, 2, 3, 4, d=0, q=1), g(0, z=2))
