# log2 (exact at powers of two), log10 (exact at powers of ten), log1p
# (accurate near zero, keeps -0.0).
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for k in range(-1074, 1024, 37):
    print(k, repr(math.log2(2.0**k)), repr(math.log2(2.0**k * 1.5)))
for k in range(-30, 31):
    print(k, repr(math.log10(10.0**k)), repr(math.log10(10**abs(k))))
for x in [0.0, -0.0, 1e-20, -1e-20, 1e-10, 5e-324, -5e-324, 0.5, -0.5, -0.9999999999999999, 1, 10,
          1e300, math.inf, math.nan, -1, -2, -math.inf, True, 10**300]:
    show("log1p %r" % (x,), lambda: math.log1p(x))
    show("log2 %r" % (x,), lambda: math.log2(x))
    show("log10 %r" % (x,), lambda: math.log10(x))
