# multiplication and true division: ideal exponents, rounding, zero divisors, infinities
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

t(lambda: Decimal('1.5') * Decimal('2'))
t(lambda: Decimal('1.50') * Decimal('2.0'))
t(lambda: Decimal('-0') * Decimal('5'))
t(lambda: Decimal('0') * Decimal('Infinity'))
t(lambda: Decimal('-2') * Decimal('Infinity'))
t(lambda: Decimal('1E+999998') * Decimal('100'))
t(lambda: Decimal('1E-999999') * Decimal('1E-100'))
t(lambda: Decimal('1') / Decimal('3'))
t(lambda: Decimal('2') / Decimal('3'))
t(lambda: Decimal('1') / Decimal('4'))
t(lambda: Decimal('1.00') / Decimal('4'))
t(lambda: Decimal('10') / Decimal('4'))
t(lambda: Decimal('100') / Decimal('10'))
t(lambda: Decimal('1E+5') / Decimal('1E+2'))
t(lambda: Decimal('0') / Decimal('5'))
t(lambda: Decimal('0.00') / Decimal('1E+5'))
t(lambda: Decimal('1') / Decimal('0'))
t(lambda: Decimal('-1') / Decimal('0'))
t(lambda: Decimal('0') / Decimal('0'))
t(lambda: Decimal('Infinity') / Decimal('Infinity'))
t(lambda: Decimal('Infinity') / Decimal('-2'))
t(lambda: Decimal('1') / Decimal('Infinity'))
t(lambda: Decimal('-1') / Decimal('Infinity'))
t(lambda: Decimal('22') / Decimal('7'))
t(lambda: Decimal('-1') / Decimal('7'))
t(lambda: Decimal('12345678901234567890') / Decimal('0.001'))
t(lambda: Decimal('1') / Decimal('1E+999999'))
t(lambda: Decimal(3) * 4)
t(lambda: 4 * Decimal("0.25"))
t(lambda: 1 / Decimal(8))
t(lambda: Decimal(1) / 3 * 3)
t(lambda: Decimal("7") / 7)
with localcontext(prec=3):
    t(lambda: Decimal(2) / 3)
    t(lambda: Decimal('123.456') * 1)
    t(lambda: Decimal(1) / 7)
