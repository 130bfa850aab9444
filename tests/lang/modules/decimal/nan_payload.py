# NaN payloads: kept through arithmetic, cut to prec - clamp digits, sNaN before NaN, create_decimal limits
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

t(lambda: Decimal('nan123') + Decimal('snan45'))
t(lambda: Decimal('-nan123') + 1)
t(lambda: Decimal(1) + Decimal('-nan1234567890123456789012345678901234'))
t(lambda: Decimal('snan1234567890123456789012345678901234') + 1)
t(lambda: Decimal('NaN5') * Decimal('NaN6'))
t(lambda: Decimal(2) - Decimal('-NaN9'))
t(lambda: Decimal('NaN1').sqrt())
t(lambda: Decimal('sNaN2').sqrt())
t(lambda: Decimal('NaN3').quantize(Decimal(1)))
t(lambda: Decimal('nan0012'))
t(lambda: Decimal('NaN').as_tuple())
c = Context(prec=5, traps=[])
t(lambda: c.create_decimal('nan123456'))
t(lambda: c.create_decimal('nan12345'))
t(lambda: c.create_decimal('nan1234'))
c.clamp = 1
t(lambda: c.create_decimal('nan12345'))
t(lambda: c.create_decimal(Decimal('nan12345678')))
t(lambda: c.plus(Decimal('nan12345678')))
t(lambda: c.create_decimal(1234567))
t(lambda: c.create_decimal(1.1))
t(lambda: c.create_decimal((0, (1, 2, 3, 4, 5, 6, 7), 0)))
t(lambda: c.create_decimal('1e1000000'))
t(lambda: c.create_decimal())
t(lambda: c.create_decimal(None))
t(lambda: c.create_decimal_from_float(0.1))
t(lambda: c.create_decimal_from_float('x'))
