# comb and perm's errors, in CPython's order: both arguments made ints
# first (n's error first), then n's sign, then k's, then the size limits.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


for fn in [math.comb, math.perm]:
    name = fn.__name__
    for n, k in [(-1, 2), (1, -2), (-1, -2), (-(10**30), 1), (10**30, -1), (1.0, 2), (3, 2.0), (1.5, "a"),
                 (3, "a"), ("3", 1), (None, None), (-1, "a"), (10**30, 10**29), (10**30, 2**63),
                 (10**40, 10**40 - 2**63), (2**64, 2**63), (2**63, 2**63 + 1)]:
        show("%s(%r, %r)" % (name, n, k), lambda: fn(n, k))
    show(name + "()", lambda: fn())
    show(name + "(1, 2, 3)", lambda: fn(1, 2, 3))
    show(name + " kw", lambda: fn(5, k=2))
show("comb(5)", lambda: math.comb(5))
show("comb(5, None)", lambda: math.comb(5, None))
