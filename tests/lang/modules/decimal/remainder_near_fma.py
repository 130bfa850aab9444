# remainder_near (quotient rounded half even) and fma (one rounding)
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

t(lambda: Decimal('10').remainder_near(Decimal('3')))
t(lambda: Decimal('11').remainder_near(Decimal('3')))
t(lambda: Decimal('10').remainder_near(Decimal('4')))
t(lambda: Decimal('-10').remainder_near(Decimal('4')))
t(lambda: Decimal('14').remainder_near(Decimal('4')))
t(lambda: Decimal('3.6').remainder_near(Decimal('1.3')))
t(lambda: Decimal('-3.6').remainder_near(Decimal('1.3')))
t(lambda: Decimal('10').remainder_near(Decimal('0')))
t(lambda: Decimal('0').remainder_near(Decimal('0')))
t(lambda: Decimal('Infinity').remainder_near(Decimal('3')))
t(lambda: Decimal('3').remainder_near(Decimal('Infinity')))
t(lambda: Decimal('1E+100').remainder_near(Decimal('3')))
t(lambda: Decimal('0.5').remainder_near(Decimal('1')))
t(lambda: Decimal('2').fma(3, 4))
t(lambda: Decimal('1.23456789012345678901234567').fma(Decimal('9.87654321'), Decimal('-12.1')))
t(lambda: Decimal('Infinity').fma(0, 1))
t(lambda: Decimal('2').fma(Decimal('Infinity'), Decimal('-Infinity')))
t(lambda: Decimal('NaN').fma(1, 2))
t(lambda: Decimal('1').fma(1, Decimal('sNaN')))
t(lambda: Decimal('1').fma(2, 'a'))
