# fsum: the exactly rounded sum, whatever the order and the cancellation;
# ints and bools as floats; the half-even rounding across partials.
import math

cases = [
    [], [0.0], [-0.0], [-0.0, -0.0], [0.1] * 10, [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50],
    [1e16, 1.0, 1e-16], [1.0, 1e-16, 1e16], [1e-16, 1, 1e16], [2.0**53, -0.5, -2.0**-54],
    [2.0**53, 1.0, 2.0**-100], [1.7976931348623157e308, -1.7976931348623157e308, 1.0],
    [1e308, 1e308, -1e308], [5e-324] * 7, [-5e-324, 5e-324], list(range(100)), [True, True, 0.5],
    [10**20, 1.0, -(10**20)], [0.1, 0.2, 0.3, -0.6], [1e-310, 1e-310, 1e300, -1e300],
    [1.0 / n for n in range(1, 200)], [(-1.0) ** n / (2 * n + 1) for n in range(500)],
    [2.0**-1074 * k for k in range(50)], [3.0, 2.0**-52, 2.0**-104 + 2.0**-156],
    [1.0, 2.0**-53, 2.0**-106], [1.0, -2.0**-54, -2.0**-106],
]
for c in cases:
    print(repr(math.fsum(c)), repr(sum(c)) if len(c) < 8 else "")
print(math.fsum(iter([1, 2, 3])), math.fsum(range(10)), math.fsum((0.5, 0.25)), math.fsum({1.0: 0, 2.0: 0}))
print(math.fsum(x / 10 for x in range(10)), math.fsum(map(float, "123")))
vals = [((i * 7919) % 1000 - 500) * 10.0 ** ((i * 31) % 40 - 20) for i in range(2000)]
print(repr(math.fsum(vals)), repr(math.fsum(vals[::-1])), repr(math.fsum(sorted(vals))))
