# The constants: exact values, reprs, types, and that inf/nan behave.
import math

print(repr(math.pi), repr(math.e), repr(math.tau), repr(math.inf), repr(math.nan))
print(math.tau == 2 * math.pi, math.pi == 3.141592653589793, math.e == 2.718281828459045)
print(type(math.pi).__name__, type(math.inf).__name__, math.inf > 1e308, -math.inf < -1e308)
print(math.nan == math.nan, math.nan != math.nan, math.isnan(math.nan), math.inf == float("inf"))
print(math.copysign(1, math.nan), math.copysign(1, math.inf), math.inf - math.inf != 0)
print(math.e * 2, math.pi / 2, math.tau / 4)
from math import pi, e, tau, inf, nan
print(pi, e, tau, inf, nan)
