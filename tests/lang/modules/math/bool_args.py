# Bools are ints everywhere: as floats (1.0 and 0.0) in the float
# functions, as 1 and 0 in the int ones, and results are plain ints.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r), type(r).__name__)


for b in [True, False]:
    for name in ["sqrt", "exp", "log1p", "sin", "cos", "atan", "fabs", "floor", "ceil", "trunc", "isqrt",
                 "factorial", "gamma", "lgamma", "erf", "frexp", "modf", "degrees", "ulp", "isnan", "acos",
                 "log", "log2", "log10", "acosh", "atanh"]:
        show("%s(%r)" % (name, b), lambda: getattr(math, name)(b))
    show("gcd", lambda: math.gcd(b))
    show("gcd2", lambda: math.gcd(b, 4))
    show("lcm", lambda: math.lcm(b, 4))
    show("comb", lambda: math.comb(3, b))
    show("perm", lambda: math.perm(b, b))
    show("pow", lambda: math.pow(b, 2))
    show("ldexp", lambda: math.ldexp(b, b))
    show("hypot", lambda: math.hypot(b, b))
    show("fsum", lambda: math.fsum([b, b, 0.5]))
    show("prod", lambda: math.prod([b, b]))
    show("isclose", lambda: math.isclose(b, 1))
    show("copysign", lambda: math.copysign(3, b))
