# float(), int(), bool(), abs, unary ops, as_integer_ratio, numerator/denominator, str/repr/format
from fractions import Fraction as F
for f in [F(0), F(1, 3), F(-1, 3), F(7), F(-7), F(10**400, 3), F(1, 10**400), F(-22, 7), F(2**53 + 1), F(1, 2**1080)]:
    try:
        fl = float(f)
    except OverflowError as e:
        fl = 'OverflowError: ' + str(e)
    print(repr(fl), int(f) if f.denominator < 10 else int(f) % 1000, bool(f), abs(f) if f.denominator < 10**10 else '', -f if f.denominator < 10**10 else '',
          +f == f, f.as_integer_ratio()[1] % 1000, str(f)[:30], repr(f)[:30])
print(F(3, 4).numerator, F(3, 4).denominator, F(3).denominator, F(-3, 4).numerator, type(F(3, 4).as_integer_ratio()).__name__)
f = F(1, 3)
try:
    f.numerator = 5
except AttributeError as e:
    print(type(e).__name__)
print(f'{F(1, 3)}', '{}'.format(F(-2, 4)), '%s' % F(6, 4), str(F(4, 1)), repr(F(4, 1)))
print(F(7, 3).__floor__(), F(7, 3).__ceil__(), F(7, 3).__trunc__(), F(7, 3).__round__(), F(7, 3).__round__(2))
