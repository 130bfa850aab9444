# constructors, repr/str, arithmetic with int/float, comparisons
from fractions import Fraction as F
import math
print(F(), F(3), F(6, 4), F(-6, 4), F(6, -4), F(1.5), F(0.1), F('3/7'), F(' -1.25e2 '), F('.5'), F('1_000/3'), F(F(1, 3)), F(F(1,2), F(3,4)))
print(repr(F(1, 3)), str(F(1, 3)), str(F(4, 2)))
a, b = F(1, 3), F(5, 7)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), a ** 2, a ** -2, (-a) ** -3, a ** 0.5, 2 ** a, F(4) ** F(1, 2), 4 ** F(2))
print(a + 1, 1 + a, a + 0.5, 0.5 + a, a * 3, 3 * a, a / 2, 2 / a, a - 1.0, 7 // a, 7 % a, divmod(7, a), divmod(a, 2.5))
