# Every function's messages for a wrong number of arguments and for
# keywords, exactly as CPython words them (the "math.NAME()" of METH_O,
# the "NAME expected ..." of positional checks, Argument Clinic's).
import math

names = ["acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil", "comb", "copysign",
         "cos", "cosh", "degrees", "dist", "erf", "erfc", "exp", "exp2", "expm1", "fabs", "factorial",
         "floor", "fmod", "frexp", "fsum", "gamma", "gcd", "hypot", "isclose", "isfinite", "isinf", "isnan",
         "isqrt", "lcm", "ldexp", "lgamma", "log", "log10", "log1p", "log2", "modf", "nextafter", "perm",
         "pow", "prod", "radians", "remainder", "sin", "sinh", "sqrt", "tan", "tanh", "trunc", "ulp"]
for name in names:
    f = getattr(math, name)
    for args, kw in [((), {}), ((1,), {}), ((1, 2), {}), ((1, 2, 3), {}), ((1, 2, 3, 4, 5), {}),
                     ((1,), {"x": 1}), ((), {"x": 1})]:
        try:
            r = f(*args, **kw)
        except Exception as e:
            print(name, len(args), len(kw), type(e).__name__, e)
        else:
            print(name, len(args), len(kw), "->", repr(r))
