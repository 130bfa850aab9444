# hash equal to int/float hashes, floor/ceil/trunc/round, limit_denominator
from fractions import Fraction as F
import math
print(a + 1, 1 + a, a + 0.5, 0.5 + a, a * 3, 3 * a, a / 2, 2 / a, a - 1.0, 7 // a, 7 % a, divmod(7, a), divmod(a, 2.5))
print(a == F(2, 6), a == 1, F(2) == 2, F(1, 2) == 0.5, a < b, a > 0.3, a <= 1, a >= F(1, 3), F(1,2) == float('nan'), F(1) < float('inf'))
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(1, 3)), hash(F(-1, 3)), hash(F(-1)), hash(F(1, 2305843009213693951)))
print(math.floor(F(-7, 2)), math.ceil(F(-7, 2)), math.trunc(F(-7, 2)), int(F(-7, 2)), float(F(1, 3)), round(F(5, 2)), round(F(7, 2)), round(F(-5, 2)), round(F(1234567, 1000), 2), round(F(1234567, 1000), -2))
print(F(3.141592653589793).limit_denominator(), F(3.141592653589793).limit_denominator(100), F(1, 3).limit_denominator(10), F('0.333').limit_denominator(7))
print(F(1, 3).as_integer_ratio(), F.from_float(0.25), F.from_float(3), bool(F(0)), bool(F(1, 9)), abs(F(-2, 3)), +F(2, 3), -F(2, 3))
