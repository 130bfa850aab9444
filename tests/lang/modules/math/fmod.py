# fmod: C's remainder with the sign of x (unlike %), exact; the special
# values and the domain errors (x infinite, y zero).
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


vals = [0.0, -0.0, 1, -1, 3, -3, 0.5, 2.5, -7.25, 1e308, -1e308, 5e-324, 1e-300, 10**20,
        math.inf, -math.inf, math.nan]
for x in vals:
    for y in vals:
        show("fmod(%r, %r)" % (x, y), lambda: math.fmod(x, y))
print(math.fmod(-5, 3), -5 % 3, math.fmod(5, -3), 5 % -3, math.fmod(-0.0, 1), math.fmod(True, 2))
