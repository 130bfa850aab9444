# isclose's arguments: a and b by position or name, the tolerances by name
# only; CPython's messages for each misuse; negative tolerances.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


show("none", lambda: math.isclose())
show("one", lambda: math.isclose(1))
show("three", lambda: math.isclose(1, 2, 3))
show("five", lambda: math.isclose(1, 2, 3, 4, 5))
show("five kw", lambda: math.isclose(a=1, b=2, c=3, d=4, e=5))
show("four+1", lambda: math.isclose(1, 2, rel_tol=1, abs_tol=2, x=3))
show("three pos kw", lambda: math.isclose(1, 2, 3, rel_tol=1))
show("b only", lambda: math.isclose(b=1))
show("a twice", lambda: math.isclose(1, a=1))
show("a by name and pos", lambda: math.isclose(1, b=2, a=3))
show("unknown", lambda: math.isclose(1, 2, foo=1))
show("unknown first", lambda: math.isclose(1, 2, foo=1, rel_tol=0.5))
show("rel negative", lambda: math.isclose(1, 2, rel_tol=-1))
show("abs negative", lambda: math.isclose(1, 2, abs_tol=-0.0001))
show("both negative", lambda: math.isclose(1, 1, rel_tol=-1, abs_tol=-1))
show("rel str", lambda: math.isclose(1, 2, rel_tol="0.1"))
show("abs str", lambda: math.isclose(1, 2, abs_tol="a"))
show("a str", lambda: math.isclose("a", 1))
show("b none", lambda: math.isclose(1, None))
show("a big", lambda: math.isclose(10**400, 1))
show("kw dict", lambda: math.isclose(**{"a": 1, "b": 1.05, "rel_tol": 0.1}))
show("pos dict", lambda: math.isclose(*[1, 1.05], **{"abs_tol": 0.01}))
