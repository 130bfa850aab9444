# Fraction ** int, ** Fraction, ** float, int ** Fraction, float ** Fraction, and zero to negative powers
from fractions import Fraction as F
for a in [F(2, 3), F(-2, 3), F(0), F(1), F(-1), F(4, 9), F(10**5, 7)]:
    out = []
    for e in [0, 1, 2, 3, -1, -2, -3, F(1, 2), F(-1, 2), F(2), F(-2), 0.5, -0.5, 2.0, True]:
        if a < 0 and e in (F(1, 2), F(-1, 2)):
            continue  # a complex result (pysafe has no complex numbers)
        try:
            r = a ** e
            out.append(f'{r!r}:{type(r).__name__}')
        except Exception as ex:
            out.append(f'{type(ex).__name__}({ex})')
    print(a, *out)
for b in [2, -2, 0, 1, 4, 2.0, 0.0, -8.0, True]:
    out = []
    for e in [F(1), F(2), F(-1), F(1, 2), F(3, 1), F(0)]:
        if b < 0 and e == F(1, 2):
            continue  # a complex result
        try:
            r = b ** e
            out.append(f'{r!r}:{type(r).__name__}')
        except Exception as ex:
            out.append(f'{type(ex).__name__}({ex})')
    print(b, *out)
try:
    pow(F(2), 3, 5)
except TypeError as e:
    print(type(e).__name__, e)
