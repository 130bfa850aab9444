def f(a, b, c=3):
    return a, b, c
print(f(1, 2), f(1, b=5), f(c=0, b=1, a=2))
for call in [lambda: f(1), lambda: f(1, 2, 3, 4), lambda: f(1, 2, a=1), lambda: f(1, 2, d=4), lambda: f()]:
    try:
        call()
    except TypeError as e:
        print(e)
def g(*, k):
    return k
try:
    g()
except TypeError as e:
    print(e)
try:
    g(1)
except TypeError as e:
    print(e)
def h(a, /, b):
    return a
try:
    h(a=1, b=2)
except TypeError as e:
    print(e)
def two(x, y):
    pass
try:
    two()
except TypeError as e:
    print(e)
def three(x, y, z):
    pass
three(1)
