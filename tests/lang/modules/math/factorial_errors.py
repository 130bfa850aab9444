# factorial's errors, word for word: negatives, huge arguments, non-ints
# (floats are refused since 3.10), argument counts.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for x in [-1, -(10**30), 2**63, 10**30, 5.0, 1.5, "5", None, [5], -0.0]:
    show("factorial %r" % (x,), lambda: math.factorial(x))
show("no args", lambda: math.factorial())
show("two args", lambda: math.factorial(1, 2))
show("kw", lambda: math.factorial(x=3))
show("perm negative", lambda: math.perm(-5))
show("perm float", lambda: math.perm(5.0))
show("perm huge", lambda: math.perm(10**30))
