# round, math.floor/ceil/trunc, int(): half to even, ndigits, negative values
from fractions import Fraction as F
import math
for f in [F(5, 2), F(7, 2), F(-5, 2), F(-7, 2), F(1, 3), F(-1, 3), F(2, 3), F(10**20 + 1, 2), F(0), F(3), F(-3), F(1234567, 1000),
          F(-1234567, 1000), F(1, 10**9), F(99, 10)]:
    print(f, round(f), type(round(f)).__name__, math.floor(f), math.ceil(f), math.trunc(f), int(f),
          round(f, 0), round(f, 1), round(f, 2), round(f, -1), round(f, -2), type(round(f, 1)).__name__)
print(round(F(25, 100), 1), round(F(35, 100), 1), round(F(-25, 100), 1), round(F(15, 10)), round(F(25, 10)), round(F(5, 1), -1), round(F(15), -1))
for bad in [1.5, 'x', None]:
    try:
        print(round(F(1, 3), bad))
    except TypeError as e:
        print(type(e).__name__, e)
