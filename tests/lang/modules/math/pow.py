# math.pow: always a float; C99's special values (NaN ** 0, 1 ** NaN,
# infinities of both signs with odd and even exponents, signed zeros).
import math

vals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 2.5, -2.5, math.inf, -math.inf, math.nan]
for x in vals:
    row = []
    for y in vals:
        try:
            row.append(repr(math.pow(x, y)))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__)
    print(repr(x), " ".join(row))
print(math.pow(2, 10), math.pow(2, -1074), math.pow(2, -1075), math.pow(10, 308), math.pow(-8, 3),
      math.pow(2, 0.5), math.pow(True, 5), math.pow(3, True), math.pow(10**20, 2), math.pow(7, 1 / 3))
print(math.pow(1e-200, 2), math.pow(-1e-200, 3), math.pow(1.0000000001, 1e10), math.pow(0.0, 0))
