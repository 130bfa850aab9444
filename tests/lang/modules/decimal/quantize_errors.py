# quantize: results too long for prec, exponents out of range, infinities, NaNs, arguments
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

t(lambda: Decimal('1.2').quantize(Decimal('Infinity')))
t(lambda: Decimal('Infinity').quantize(Decimal('Infinity')))
t(lambda: Decimal('Infinity').quantize(Decimal('1')))
t(lambda: Decimal('1.25').quantize(Decimal('1E-1')))
t(lambda: Decimal('1E+999999').quantize(Decimal('1E+999999')))
t(lambda: Decimal('1E-999998').quantize(Decimal('1E-1000027')))
t(lambda: Decimal('123.456').quantize(Decimal('1E2')))
t(lambda: Decimal('-0.0001').quantize(Decimal('1E-2')))
t(lambda: Decimal('sNaN').quantize(Decimal('1E-2')))
t(lambda: Decimal('1').quantize(Decimal('NaN')))
t(lambda: Decimal('1').quantize(Decimal('1E-1000000000')))
t(lambda: Decimal('1E+30').quantize(Decimal('1E-2')))
t(lambda: Decimal('12345678901234567890123456789').quantize(Decimal('1')))
t(lambda: Decimal('1234567890123456789012345678').quantize(Decimal('1')))
t(lambda: Decimal('9999999999999999999999999999.5').quantize(Decimal('1')))
t(lambda: Decimal('1E-999999').quantize(Decimal('1E-1000026')))
t(lambda: Decimal('-7.5').quantize(Decimal('1E+1')))
t(lambda: Decimal(1).quantize(Decimal(1), 'x'))
t(lambda: Decimal(1).quantize(Decimal(1), rounding=5))
t(lambda: Decimal(1).quantize(Decimal(1), context=5))
t(lambda: Decimal(1).quantize(2))
t(lambda: Decimal('2.675').quantize(Decimal('0.01'), ROUND_HALF_UP))
t(lambda: Decimal('2.675').quantize(Decimal('0.01'), context=Context(rounding=ROUND_DOWN)))
