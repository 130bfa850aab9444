# "must be real number, not T" (and its relatives) for each function and
# each kind of wrong argument; an int beyond the double range.
import math

bad = ["1", None, [1.0], (1,), {}, b"1", math, len]
float_fns = ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "degrees",
             "erf", "erfc", "exp", "exp2", "expm1", "fabs", "floor", "frexp", "gamma", "isfinite", "isinf",
             "isnan", "lgamma", "log", "log10", "log1p", "log2", "modf", "radians", "sin", "sinh", "sqrt",
             "tan", "tanh", "trunc", "ulp"]
for name in float_fns:
    f = getattr(math, name)
    for b in bad + [10**400]:
        try:
            r = f(b)
        except Exception as e:
            print(name, type(b).__name__, type(e).__name__, e)
        else:
            print(name, type(b).__name__, "->", repr(r))
for name in ["atan2", "copysign", "fmod", "remainder", "pow", "nextafter", "ldexp"]:
    f = getattr(math, name)
    for b in bad + [10**400]:
        for args in [(b, 1), (1, b)]:
            try:
                r = f(*args)
            except Exception as e:
                print(name, args.index(b), type(b).__name__, type(e).__name__, e)
            else:
                print(name, args.index(b), type(b).__name__, "->", repr(r))
int_fns = ["factorial", "isqrt", "gcd", "lcm"]
for name in int_fns:
    f = getattr(math, name)
    for b in bad + [1.0, 2.5, math.inf]:
        try:
            r = f(b)
        except Exception as e:
            print(name, type(b).__name__, type(e).__name__, e)
        else:
            print(name, type(b).__name__, "->", repr(r))
