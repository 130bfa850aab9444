# logical_and/or/xor/invert on digit-wise binary operands, shift and rotate
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

c = Context(prec=8, traps=[])
t(lambda: c.logical_and(Decimal('1101'), Decimal('1011')))
t(lambda: c.logical_or(Decimal('1101'), Decimal('1011')))
t(lambda: c.logical_xor(Decimal('1101'), Decimal('1011')))
t(lambda: c.logical_invert(Decimal('1101')))
t(lambda: c.logical_and(Decimal('1201'), Decimal('1')))
t(lambda: c.logical_and(Decimal('-1'), Decimal('1')))
t(lambda: c.logical_and(Decimal('1E1'), Decimal('1')))
t(lambda: c.shift(Decimal('12345678'), 2))
t(lambda: c.shift(Decimal('12345678'), -2))
t(lambda: c.shift(Decimal('123'), 7))
t(lambda: c.shift(Decimal('123'), 9))
t(lambda: c.rotate(Decimal('12345678'), 3))
t(lambda: c.rotate(Decimal('12345678'), -3))
t(lambda: c.rotate(Decimal('123'), 2))
t(lambda: c.shift(Decimal('Infinity'), 2))
t(lambda: c.rotate(Decimal('1.5'), 1))
t(lambda: c.shift(Decimal('123'), Decimal('1.5')))
