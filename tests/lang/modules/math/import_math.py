import math
print(math.pi, math.e, math.sqrt(16), math.floor(2.7), math.ceil(2.1), math.floor(-2.5), math.gcd(12, 18))
print(math.isclose(0.1 + 0.2, 0.3), math.factorial(10), math.log(math.e), math.log(8, 2), math.log10(1000), math.fabs(-3))
print(math.inf, -math.inf, math.isnan(math.nan), math.isinf(math.inf), math.hypot(3, 4), math.trunc(-2.7), math.pow(2, 3))
from math import sqrt, pi as PI
print(sqrt(2), PI)
import math as m
print(m.sin(0), m.cos(0))
print(math.factorial(25))
math.sqrt(-1)
