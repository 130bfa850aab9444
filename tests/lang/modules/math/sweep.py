# Every math function over some two thousand arguments (1,500 pairs for the
# functions of two, fewer vectors and ints): special values, then
# pseudo-random ones over several ranges. The results are printed (str of
# a float is its repr), so pysafe and python3 must agree to the last bit,
# and on which arguments raise what.
#
# The arguments live in a few flat tuples made once, and each chunk of 25
# is mapped in C, so that the gc_stress build (a collection at every
# safepoint) and the allocation-failure sweep have little to walk and few
# allocations to try.
# args: --max-output=16000000
import math

SPECIAL = (0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0,
           5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
           -1.7976931348623157e308, 1e-300, 1e300, 709.78, 710.0, -745.2, -746.0,
           0.1, 3.0, 23.0, 24.0, 171.0, 171.7, -171.5, -200.5, 200.5, 1e-20, 1e-10,
           math.pi, math.pi / 2, math.e, 1 - 2**-53, 1 + 2**-52, -1 - 2**-52, 140.5,
           5.5, 5.0, 4.999999999, 6.02468, 1e16, 2**52 + 0.5, -2**53, 1.5, 0.75)
seed = [12345.0]


def draw():
    """The Park-Miller generator, exact in double arithmetic."""
    seed[0] = seed[0] * 16807.0 % 2147483647.0
    return seed[0]


def unit():
    """In [0, 1) from two draws."""
    return (draw() - 1.0 + (draw() - 1.0) / 2147483646.0) / 2147483646.0


def pick(n):
    return int(draw()) % n


def make_args(n):
    """The special values, then by turns: uniform in [-3, 3], log-uniform
    over every binade, uniform in [-200, 200], log-uniform in
    [2**-40, 2**12]."""
    out = list(SPECIAL)
    while len(out) < n:
        kind = len(out) % 4
        r = unit()
        if kind == 0:
            out.append(-3.0 + 6.0 * r)
        elif kind == 2:
            out.append(-200.0 + 400.0 * r)
        else:
            lo, hi = (-1074, 1023) if kind == 1 else (-40, 12)
            sign = -1.0 if pick(2) else 1.0
            out.append(sign * (1.0 + r) * 2.0 ** (lo + pick(hi - lo + 1)))
    return tuple(out)


ARGS = make_args(2000)


def show(name, f, *columns):
    """f over the rows of the columns (tuples or ranges of equal length),
    25 results a line (str of a float, int or bool is its repr). A chunk
    is mapped in one go, with no Python code a value; one that raises
    somewhere is done again value by value."""
    n = len(columns[0])
    for k in range(0, n, 25):
        chunk = [c[k:k + 25] for c in columns]
        try:
            print(name, *map(f, *chunk))
        except (ValueError, OverflowError, ZeroDivisionError, TypeError):
            out = []
            for row in zip(*chunk) if len(chunk) > 1 else chunk[0]:
                try:
                    out.append(f(*row) if len(chunk) > 1 else f(row))
                except (ValueError, OverflowError, ZeroDivisionError, TypeError) as e:
                    out.append(type(e).__name__)
            print(name, *out)


for name in ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "cos", "cosh",
             "degrees", "erf", "erfc", "exp", "exp2", "expm1", "fabs", "gamma",
             "isfinite", "isinf", "isnan", "lgamma", "log", "log10", "log1p", "log2",
             "radians", "sin", "sinh", "sqrt", "tan", "tanh", "ulp", "floor",
             "ceil", "trunc"]:
    show(name, getattr(math, name), ARGS)
# frexp and modf give tuples: their parts are shown apart
show("frexp_m", lambda x: math.frexp(x)[0], ARGS)
show("frexp_e", lambda x: math.frexp(x)[1], ARGS)
show("modf_f", lambda x: math.modf(x)[0], ARGS)
show("modf_i", lambda x: math.modf(x)[1], ARGS)

# Pairs; every sixth has a small integral exponent (for pow).
xs, ys = [], []
for i in range(1500):
    if i % 6 == 5:
        xs.append(-10.0 + 20.0 * unit())
        ys.append(float(pick(21) - 10))
    else:
        xs.append(ARGS[pick(len(ARGS))])
        ys.append(ARGS[pick(len(ARGS))])
XS, YS = tuple(xs), tuple(ys)
for name in ["atan2", "copysign", "fmod", "remainder", "pow", "nextafter", "hypot", "log"]:
    show(name, getattr(math, name), XS, YS)
show("isclose", lambda x, y: math.isclose(x, y, rel_tol=0.25), XS, YS)
show("ldexp", math.ldexp, XS, tuple(i * 37 % 4400 - 2200 for i in range(1500)))
show("hypot3", math.hypot, XS, YS, tuple(x * 0.5 for x in XS))

del XS, YS

# Vectors: slices of the arguments (ordinary values) and, every sixth, a
# longer slice of powers of two spread over the whole range; with each its
# reverse (for dist) and its extension by -v/2 and a cancelling pair (for
# fsum).
POW2 = tuple((-1.0) ** pick(2) * 2.0 ** (pick(2000) - 1074) for j in range(2000))
HALF_ARGS = tuple(-0.5 * x for x in ARGS)
HALF_POW2 = tuple(-0.5 * x for x in POW2)
vecs, revs, ext = [], [], []
for i in range(600):
    if i % 6 == 5:
        a, n = pick(1970), pick(30)
        v, h = POW2[a:a + n], HALF_POW2[a:a + n]
    else:
        a, n = len(ARGS) // 2 + pick(len(ARGS) // 2 - 10), pick(9)
        v, h = ARGS[a:a + n], HALF_ARGS[a:a + n]
    vecs.append(v)
    revs.append(v[::-1])
    ext.append(v + h + (1e100, -1e100))
VECS, REVS, EXT = tuple(vecs), tuple(revs), tuple(ext)
del vecs, revs, ext, POW2, HALF_ARGS, HALF_POW2
show("hypotn", lambda v: math.hypot(*v), VECS)
show("dist", math.dist, VECS, REVS)
show("fsum", math.fsum, VECS)
show("fsum2", math.fsum, EXT)
show("prod", math.prod, VECS)
del VECS, REVS, EXT

# Ints of up to 60 digits, and columns made of them.
INTS = tuple(int(draw()) * int(draw()) ** 2 * int(draw()) ** 3 % 10**(1 + pick(60)) for i in range(600))
show("isqrt", math.isqrt, INTS)
show("log_int", math.log, INTS)
show("gcd", math.gcd, INTS, INTS[::-1], tuple(2**(i % 90) for i in range(600)))
show("lcm", math.lcm, tuple(n % 10**12 for n in INTS), tuple(n % 10**15 for n in INTS[1:] + INTS[:1]))
show("comb", math.comb, tuple(n % 300 for n in INTS), tuple(n % 97 for n in INTS))
show("perm", math.perm, tuple(n % 200 for n in INTS), tuple(n % 53 for n in INTS))
show("comb_big", math.comb, tuple(n + 2**70 for n in INTS[:200]), tuple(n % 40 for n in INTS[:200]))
show("log2_int", math.log2, tuple(n ** 7 + 1 for n in INTS))
show("log10_int", math.log10, tuple(n ** 11 + 3 for n in INTS))
del INTS
show("factorial", math.factorial, range(301))
show("factorial_mod", lambda n: math.factorial(n) % 1000000007, range(301, 1500, 7))
