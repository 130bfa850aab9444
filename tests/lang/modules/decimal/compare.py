# comparisons with Decimal, int, float (exact, FloatOperation flag), Fraction; NaNs signal
from decimal import *
import decimal


def t(f):
    try:
        r = f()
    except Exception as e:
        r = '%s: %s' % (type(e).__name__, e)
    c = getcontext()
    print(repr(r), [k.__name__ for k, v in c.flags.items() if v])
    c.clear_flags()

from fractions import Fraction
t(lambda: (Decimal('1') < 1, Decimal('1') <= 1, Decimal('1') == 1, Decimal('1') != 1, Decimal('1') > 1, Decimal('1') >= 1))
t(lambda: (Decimal('1.0') < 1, Decimal('1.0') <= 1, Decimal('1.0') == 1, Decimal('1.0') != 1, Decimal('1.0') > 1, Decimal('1.0') >= 1))
t(lambda: (Decimal('1') < 2, Decimal('1') <= 2, Decimal('1') == 2, Decimal('1') != 2, Decimal('1') > 2, Decimal('1') >= 2))
t(lambda: (Decimal('-1') < -2, Decimal('-1') <= -2, Decimal('-1') == -2, Decimal('-1') != -2, Decimal('-1') > -2, Decimal('-1') >= -2))
t(lambda: (Decimal('0') < -0, Decimal('0') <= -0, Decimal('0') == -0, Decimal('0') != -0, Decimal('0') > -0, Decimal('0') >= -0))
t(lambda: (Decimal('1E+999999') < 10**999, Decimal('1E+999999') <= 10**999, Decimal('1E+999999') == 10**999, Decimal('1E+999999') != 10**999, Decimal('1E+999999') > 10**999, Decimal('1E+999999') >= 10**999))
t(lambda: (Decimal('1.1') < 1.1, Decimal('1.1') <= 1.1, Decimal('1.1') == 1.1, Decimal('1.1') != 1.1, Decimal('1.1') > 1.1, Decimal('1.1') >= 1.1))
t(lambda: (Decimal('0.5') < 0.5, Decimal('0.5') <= 0.5, Decimal('0.5') == 0.5, Decimal('0.5') != 0.5, Decimal('0.5') > 0.5, Decimal('0.5') >= 0.5))
t(lambda: (Decimal('0.1') < 0.1, Decimal('0.1') <= 0.1, Decimal('0.1') == 0.1, Decimal('0.1') != 0.1, Decimal('0.1') > 0.1, Decimal('0.1') >= 0.1))
t(lambda: (Decimal('-Infinity') < Decimal('Infinity'), Decimal('-Infinity') <= Decimal('Infinity'), Decimal('-Infinity') == Decimal('Infinity'), Decimal('-Infinity') != Decimal('Infinity'), Decimal('-Infinity') > Decimal('Infinity'), Decimal('-Infinity') >= Decimal('Infinity')))
t(lambda: (Decimal('Infinity') < float('inf'), Decimal('Infinity') <= float('inf'), Decimal('Infinity') == float('inf'), Decimal('Infinity') != float('inf'), Decimal('Infinity') > float('inf'), Decimal('Infinity') >= float('inf')))
t(lambda: (Decimal('2') < Fraction(4, 2), Decimal('2') <= Fraction(4, 2), Decimal('2') == Fraction(4, 2), Decimal('2') != Fraction(4, 2), Decimal('2') > Fraction(4, 2), Decimal('2') >= Fraction(4, 2)))
t(lambda: (Decimal('0.5') < Fraction(1, 3), Decimal('0.5') <= Fraction(1, 3), Decimal('0.5') == Fraction(1, 3), Decimal('0.5') != Fraction(1, 3), Decimal('0.5') > Fraction(1, 3), Decimal('0.5') >= Fraction(1, 3)))
t(lambda: (Decimal('1') < True, Decimal('1') <= True, Decimal('1') == True, Decimal('1') != True, Decimal('1') > True, Decimal('1') >= True))
t(lambda: Decimal('NaN') == Decimal('NaN'))
t(lambda: Decimal('NaN') != 1)
t(lambda: Decimal('NaN') < 1)
t(lambda: Decimal('sNaN') == 1)
t(lambda: Decimal('NaN') >= Fraction(1, 2))
t(lambda: Decimal(1) == 'a')
t(lambda: Decimal(1) < 'a')
t(lambda: Decimal(1) < None)
t(lambda: Decimal(1) == None)
t(lambda: max(Decimal(1), 2, Decimal('1.5')))
t(lambda: sorted([Decimal('0.3'), 0.1, 1, Decimal('-2')]))
t(lambda: Decimal('3').compare(2))
t(lambda: Decimal('1').compare(Decimal('1.0')))
t(lambda: Decimal('NaN').compare(1))
t(lambda: Decimal('sNaN').compare(1))
t(lambda: Decimal('NaN').compare_signal(1))
