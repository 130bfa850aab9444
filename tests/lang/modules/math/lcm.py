# lcm of any number of ints of any size: signs, zeros (0 absorbs, but the
# remaining arguments are still checked), bools.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r), type(r).__name__)


for args in [(), (0,), (5,), (-5,), (True,), (0, 0), (4, 6), (-4, 6), (4, -6), (-4, -6), (0, 7), (4, 6, 0, 8),
             (2, 3, 5, 7, 11, 13), (2**100, 3), (2**70, 2**80), (-(2**70), 3**40), (10**20, 10**25 + 1),
             tuple(range(1, 40)), (True, True), (2**47, 3), (0, 1.5), (1.5,), (2, 3, "x"), (2**100, None)]:
    show("lcm%r" % (args,), lambda: math.lcm(*args))
show("kw", lambda: math.lcm(a=1))
for n in [10, 50, 100]:
    print(n, math.lcm(*range(1, n + 1)))
print(math.lcm(*range(1, 4000)).bit_length(), math.lcm(*range(1, 3000)) % 10**20)
print(math.lcm(2**70, 3, 0, 5), math.lcm(2**70, 3**50, -(2**80)))
show("big then zero then bad", lambda: math.lcm(2**100, 3, 0, 1.5))
show("big then bad", lambda: math.lcm(2**100, 3, None))
show("big zero big", lambda: math.lcm(2**100, 0, 2**100))
show("neg big", lambda: math.lcm(-(2**100), -(3**70), 5))
