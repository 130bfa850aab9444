# gcd of any number of ints of any size: signs, zeros, bools, and the
# index check of every argument even once the answer is 1.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r), type(r).__name__)


for args in [(), (0,), (5,), (-5,), (True,), (False,), (0, 0), (4, 6), (-4, 6), (4, -6), (-4, -6), (0, 7),
             (7, 0), (12, 18, 24), (2**100, 2**80 * 3), (2**200 + 1, 2**100 + 1), (3**100, 3**50 * 2),
             (10**30, 10**20, 10**25), (-(10**30), 0), (2**47, 2**47 + 2), (-(2**47), 2**47), (1, 10**100),
             (6, 10, 15), (True, 10), (2**64, 2**64 + 2**32), (-(2**64),), (17, 2**100 + 17 * 3), (1, 1.5),
             (1.5,), (0, "a"), (6, 4, None), (2**100, 2.0)]:
    show("gcd%r" % (args,), lambda: math.gcd(*args))
show("kw", lambda: math.gcd(a=1))
for i in range(1, 30):
    a, b = 2**i * 3**(i % 5) * 1000003, 2**(30 - i) * 3**3 * 7**(i % 3)
    print(i, math.gcd(a, b), math.gcd(a * 10**30, b * 10**30) == math.gcd(a, b) * 10**30)
print(math.gcd(2**100000, 3**5 * 2**7), math.gcd(3**300, 3**200 * 2, 3**100 * 5), math.gcd(*range(10**6, 10**6 + 3000, 6)))
print(math.gcd(10**500 + 1, 7), math.gcd(7, 10**500 - 3), math.gcd(2**4000 * 3, 2**2000 * 9))
