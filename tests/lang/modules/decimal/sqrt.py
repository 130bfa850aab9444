# sqrt(): exact and rounded results, ideal exponents, zeros, negatives, half-even rounding whatever the context says
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

t(lambda: Decimal('4').sqrt())
t(lambda: Decimal('0.04').sqrt())
t(lambda: Decimal('400').sqrt())
t(lambda: Decimal('4E+3').sqrt())
t(lambda: Decimal('-0E+3').sqrt())
t(lambda: Decimal('0E-3').sqrt())
t(lambda: Decimal('1E-7').sqrt())
t(lambda: Decimal('2').sqrt())
t(lambda: Decimal('1.00').sqrt())
t(lambda: Decimal('100').sqrt())
t(lambda: Decimal('0.0001').sqrt())
t(lambda: Decimal('15241578750190521').sqrt())
t(lambda: Decimal('-1').sqrt())
t(lambda: Decimal('-0').sqrt())
t(lambda: Decimal('Infinity').sqrt())
t(lambda: Decimal('-Infinity').sqrt())
t(lambda: Decimal('NaN').sqrt())
t(lambda: Decimal('sNaN').sqrt())
t(lambda: Decimal('1E+999999').sqrt())
t(lambda: Decimal('1E-999999').sqrt())
t(lambda: Decimal('2.25').sqrt())
t(lambda: Decimal('8').sqrt())
with localcontext(prec=2, rounding=ROUND_UP):
    t(lambda: Decimal(3).sqrt())
with localcontext(prec=50):
    t(lambda: Decimal(2).sqrt())
t(lambda: getcontext().sqrt(9))
