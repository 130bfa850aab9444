# copy_abs, copy_negate, copy_sign: no rounding and no signals, NaNs kept
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

t(lambda: Decimal('-1.5').copy_abs())
t(lambda: Decimal('1.5').copy_negate())
t(lambda: Decimal('-0').copy_negate())
t(lambda: Decimal('1.23456789012345678901234567890').copy_negate())
t(lambda: Decimal('sNaN').copy_abs())
t(lambda: Decimal('-NaN3').copy_abs())
t(lambda: Decimal('Infinity').copy_negate())
t(lambda: Decimal('1.5').copy_sign(Decimal('-0')))
t(lambda: Decimal('-1.5').copy_sign(2))
t(lambda: Decimal('7').copy_sign(Decimal('-NaN')))
t(lambda: Decimal('NaN').copy_sign(-1))
t(lambda: Decimal('1').copy_sign(1.5))
t(lambda: Decimal('1').copy_sign('a'))
t(lambda: getcontext().copy_sign(Decimal(3), -1))
t(lambda: getcontext().copy_abs(-4))
t(lambda: getcontext().copy_negate(Decimal("2.50")))
