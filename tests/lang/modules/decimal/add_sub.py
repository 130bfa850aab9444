# addition and subtraction: exact, rounded, far-apart exponents, zeros and their signs, infinities, int mixing
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

t(lambda: Decimal('1.1') + Decimal('2.2'))
t(lambda: Decimal('1') + Decimal('-1'))
t(lambda: Decimal('-0') + Decimal('-0'))
t(lambda: Decimal('-0') + Decimal('0'))
t(lambda: Decimal('0E-5') + Decimal('0E+3'))
t(lambda: Decimal('1E+30') + Decimal('1'))
t(lambda: Decimal('1E+999999') + Decimal('1'))
t(lambda: Decimal('1') + Decimal('1E-999999'))
t(lambda: Decimal('0E-999999') + Decimal('1'))
t(lambda: Decimal('1.000') + Decimal('1'))
t(lambda: Decimal('9.999999999999999999999999999') + Decimal('0.0000000000000000000000000005'))
t(lambda: Decimal('-5') + Decimal('5.00'))
t(lambda: Decimal('Infinity') + Decimal('-Infinity'))
t(lambda: Decimal('Infinity') + Decimal('1'))
t(lambda: Decimal('-Infinity') + Decimal('-Infinity'))
t(lambda: Decimal('NaN') + Decimal('1'))
t(lambda: Decimal('1') + Decimal('sNaN'))
t(lambda: Decimal('NaN5') + Decimal('NaN6'))
t(lambda: Decimal('123456789012345678901234567890') + Decimal('1'))
t(lambda: Decimal('1') - Decimal('1'))
t(lambda: Decimal('1.5') - Decimal('2.25'))
t(lambda: Decimal('-0') - Decimal('0'))
t(lambda: Decimal('Infinity') - Decimal('Infinity'))
t(lambda: Decimal('1E+50') - Decimal('1E-50'))
t(lambda: Decimal('0.3') - Decimal('0.1'))
t(lambda: Decimal(1) + 2)
t(lambda: 3 + Decimal("0.5"))
t(lambda: Decimal(1) - 10**30)
t(lambda: 7 - Decimal("2.5"))
t(lambda: sum([Decimal("0.1")] * 10))
t(lambda: sum([Decimal("0.1")] * 10) == 1)
with localcontext(rounding=ROUND_FLOOR):
    t(lambda: Decimal(1) - Decimal(1))
    t(lambda: Decimal('-0') + Decimal('0'))
with localcontext(prec=5):
    t(lambda: Decimal('12345') + Decimal('0.6'))
    t(lambda: Decimal('99999') + 1)
