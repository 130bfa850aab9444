# the signal classes: CPython's hierarchy, catching by base class, args and str of raised signals
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

names = ['DecimalException', 'InvalidOperation', 'ConversionSyntax', 'DivisionByZero', 'DivisionImpossible', 'DivisionUndefined', 'Inexact', 'InvalidContext', 'Rounded', 'Subnormal', 'Overflow', 'Underflow', 'Clamped', 'FloatOperation']
for n in names:
    cls = getattr(decimal, n)
    print(n, cls.__name__, cls.__module__)
    print([issubclass(cls, b) for b in (ArithmeticError, ZeroDivisionError, TypeError, InvalidOperation, Inexact, Rounded, Subnormal)])
t(lambda: repr(InvalidOperation))
try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print('caught', type(e).__name__, e.args, str(e))
try:
    Decimal(0) / 0
except ZeroDivisionError as e:
    print('caught', type(e).__name__, e.args)
try:
    Decimal('x1')
except ArithmeticError as e:
    print('caught', type(e).__name__, e.args[0][0].__name__, repr(e))
try:
    Decimal('1E+999999') * 10
except Inexact as e:
    print('caught', type(e).__name__, isinstance(e, Rounded))
getcontext().traps[FloatOperation] = True
try:
    Decimal(1) < 1.5
except TypeError as e:
    print('caught', type(e).__name__, e)
t(lambda: Decimal(1) == 1.5)
t(lambda: Decimal.from_float(1.5))
t(lambda: Decimal(2.5))
t(lambda: getcontext().create_decimal(2.5))
