def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = make_counter()
print(c(), c(), c())
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
fs2 = [lambda i=i: i for i in range(3)]
print([f() for f in fs2])
def outer():
    x = 1
    def mid():
        def inner():
            return x
        return inner
    x = 2
    return mid()()
print(outer())
g = 10
def read_global():
    return g
def write_global():
    global g
    g = 20
write_global()
print(read_global())
def defaults(a, b=[]):
    b.append(a)
    return b
print(defaults(1), defaults(2))
def deco(fn):
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__)
        return fn(*args, **kwargs)
    return wrapper
@deco
def add(a, b):
    return a + b
print(add(2, 3), add.__name__, add.__qualname__)
def kinds(a, /, b, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
print(kinds(1, 2, 3, c=5), kinds(1, b=2, c=3, e=6))
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(20))
print((lambda x, y=2: x * y)(3), (lambda *a: a)(1, 2))
def doc():
    "docstring"
print(doc.__doc__ if hasattr(doc, "__doc__") else None)
print([x * y for x in range(3) for y in range(3) if x != y])
print({x: x * x for x in range(4)}, {x % 3 for x in range(10)})
print(sum(x for x in range(101)), list(map(lambda x: x + 1, [1, 2])), list(filter(None, [0, 1, 2, 0])))
