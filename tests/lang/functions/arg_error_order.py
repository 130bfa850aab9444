# CPython binds keywords before it counts surplus positional arguments, so a
# bad keyword is named first; the keyword-only count uses what was bound.
def f(a):
    pass


def g(a, b=2, *, c):
    pass


def h(a, *, k=1):
    pass


calls = [
    lambda: f(1, 2, z=3),
    lambda: f(1, 2, a=3),
    lambda: f(1, 2),
    lambda: g(1, 2, 3, c=4),
    lambda: g(1, 2, 3, d=4),
    lambda: g(1, 2, 3, c=4, b=5),
    lambda: h(1, 2, k=3),
    lambda: h(1, 2, 3),
    lambda: h(1, 2, k=3, a=4),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
