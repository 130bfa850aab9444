# fsum's special values and errors: infinities and NaN summed apart,
# inf - inf, an overflow of finite partials, item types, not iterable.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


show("inf", lambda: math.fsum([1, math.inf, 2]))
show("-inf", lambda: math.fsum([-math.inf, 1e308]))
show("inf inf", lambda: math.fsum([math.inf, math.inf]))
show("inf -inf", lambda: math.fsum([math.inf, -math.inf]))
show("inf nan", lambda: math.fsum([math.inf, math.nan]))
show("nan", lambda: math.fsum([1.0, math.nan]))
show("nan inf -inf", lambda: math.fsum([math.nan, math.inf, -math.inf]))
show("overflow", lambda: math.fsum([1e308, 1e308]))
show("overflow back", lambda: math.fsum([1e308, 1e308, -1e308]))
show("no overflow", lambda: math.fsum([1e308, -1e308, 1e308]))
show("overflow then inf", lambda: math.fsum([1e308, 1e308, math.inf]))
show("inf then overflow", lambda: math.fsum([math.inf, 1e308, 1e308]))
show("big int", lambda: math.fsum([2**1024]))
show("big int ok", lambda: math.fsum([2**1023, -(2**1023)]))
show("str item", lambda: math.fsum([1, "2"]))
show("str", lambda: math.fsum("abc"))
show("none item", lambda: math.fsum([None]))
show("not iterable", lambda: math.fsum(5))
show("none", lambda: math.fsum(None))
show("no args", lambda: math.fsum())
show("two args", lambda: math.fsum([1], [2]))
show("kw", lambda: math.fsum(seq=[1]))
