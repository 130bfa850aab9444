# The errors of log, log2, log10: domain (zero and negatives of every
# type), base 1 (a float division by zero), types, argument counts.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for fn in [math.log, math.log2, math.log10, math.log1p]:
    name = fn.__name__
    for x in [0, 0.0, -0.0, -1, -1.5, False, -(10**400), -math.inf, "1", None, [1], 10**400]:
        show("%s %r" % (name, x), lambda: fn(x))
    show(name + " no args", lambda: fn())
    show(name + " kw", lambda: fn(x=1))
show("log 3 args", lambda: math.log(1, 2, 3))
show("log base 1", lambda: math.log(10, 1))
show("log 1 base 1", lambda: math.log(1, 1))
show("log base True", lambda: math.log(4, True))
show("log base 0", lambda: math.log(10, 0))
show("log base -2", lambda: math.log(10, -2))
show("log 0 base bad", lambda: math.log(0, "a"))
show("log bad base", lambda: math.log(1, "a"))
show("log bad x", lambda: math.log("a", 1))
show("log base kw", lambda: math.log(1, base=2))
show("log neg inf base", lambda: math.log(-math.inf, 2))
show("log big base 1", lambda: math.log(10**400, 1))
