# limit_denominator: the closest fraction with a bounded denominator
from fractions import Fraction as F
import math
for f in [F(math.pi), F(math.e), F(math.sqrt(2)), F(1, 3), F(-1, 3), F(3, 7), F(1234, 5678), F('0.333'), F(0), F(5), F(-5),
          F(10**20 + 1, 10**19), F(1, 10**20), F(355, 113), F(0.1)]:
    print([f.limit_denominator(m) for m in (1, 2, 3, 5, 7, 10, 100, 113, 1000, 10**6)])
print(F(math.pi).limit_denominator(), F(1, 2).limit_denominator(1), F(3, 2).limit_denominator(1), F(-3, 2).limit_denominator(1))
for bad in [0, -1, 0.5]:
    try:
        print(F(1, 3).limit_denominator(bad))
    except Exception as e:
        print(type(e).__name__, e)
