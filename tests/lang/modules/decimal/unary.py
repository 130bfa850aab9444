# unary -, + and abs(): rounding to the context, the sign of zero, NaNs
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

t(lambda: -Decimal("1.5"))
t(lambda: -Decimal("0"))
t(lambda: -Decimal("-0"))
t(lambda: +Decimal("-0"))
t(lambda: abs(Decimal("-0")))
t(lambda: abs(Decimal("-2.50")))
t(lambda: +Decimal("1.23456789012345678901234567890"))
t(lambda: -Decimal("Infinity"))
t(lambda: abs(Decimal("-Infinity")))
t(lambda: -Decimal("NaN7"))
t(lambda: -Decimal("sNaN"))
t(lambda: abs(Decimal("sNaN")))
t(lambda: +Decimal("1E+999999"))
with localcontext(rounding=ROUND_FLOOR):
    t(lambda: -Decimal(0))
    t(lambda: +Decimal('-0'))
with localcontext(prec=2):
    t(lambda: -Decimal('1.25'))
    t(lambda: abs(Decimal('-9.99')))
