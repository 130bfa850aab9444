# dist between two points given as any iterables (converted to tuples
# first, p before q), same dimensions, errors in CPython's order.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for p, q in [((0, 0), (3, 4)), ([1, 2], [4, 6]), ((1,), (-2,)), ((), ()), ([], ()), (range(5), range(5, 10)),
             ((1.5, 2.5, 3.5), (0.1, 0.2, 0.3)), ((1e308, -1e308), (-1e308, 1e308)), ((math.inf, 0), (0, 0)),
             ((math.nan, 0), (0, 0)), ((math.inf, 0), (math.inf, 0)), ((True, False), (False, True)),
             ((10**20, 1), (0, 1)), (tuple(range(40)), tuple(range(40, 0, -1))), ({1: 0, 2: 0}, [0, 0]),
             ([x * x for x in range(3)], iter([1, 2, 3]))]:
    show("dist %r" % (q,) if isinstance(q, (list, tuple)) else "dist of an iterator", lambda: math.dist(p, q))
show("dims", lambda: math.dist([1], [1, 2]))
show("not iterable p", lambda: math.dist(1, [1]))
show("not iterable q", lambda: math.dist([1], 2))
show("str coords", lambda: math.dist("ab", "cd"))
show("bad q item", lambda: math.dist([1, 2], [1, "x"]))
show("bad p item later", lambda: math.dist([1, None], ["x", 2]))
show("big", lambda: math.dist([10**400], [0]))
show("one arg", lambda: math.dist([1]))
show("kw", lambda: math.dist(p=[1], q=[2]))
show("map", lambda: math.dist(map(lambda v: v * 2, [1, 2]), map(lambda v: v + 1, [1, 2])))
