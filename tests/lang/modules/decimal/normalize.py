# normalize(): trailing zeros, zeros, rounding first, clamp and Emax limits
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

t(lambda: Decimal('0.000').normalize())
t(lambda: Decimal('-0.00').normalize())
t(lambda: Decimal('1200').normalize())
t(lambda: Decimal('1.2000').normalize())
t(lambda: Decimal('120.00').normalize())
t(lambda: Decimal('-5E+3').normalize())
t(lambda: Decimal('Infinity').normalize())
t(lambda: Decimal('NaN3').normalize())
t(lambda: Decimal('sNaN').normalize())
t(lambda: Decimal('1.23456789012345678901234567890').normalize())
t(lambda: Decimal('1.20E+5').normalize(Context(Emax=5)))
t(lambda: Decimal('1.20E+5').normalize(Context(prec=3, Emax=6, clamp=1)))
t(lambda: Decimal('1234.5').normalize(Context(prec=2)))
