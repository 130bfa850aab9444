# as_tuple() and DecimalTuple, as_integer_ratio(), adjusted(); round trips through the tuple
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

t(lambda: Decimal('0').as_tuple())
t(lambda: Decimal('-0.00').as_tuple())
t(lambda: Decimal('1.50').as_tuple())
t(lambda: Decimal('-123E+5').as_tuple())
t(lambda: Decimal('NaN').as_tuple())
t(lambda: Decimal('NaN0').as_tuple())
t(lambda: Decimal('-sNaN12').as_tuple())
t(lambda: Decimal('Infinity').as_tuple())
t(lambda: Decimal('-Infinity').as_tuple())
t(lambda: Decimal('1.20').as_integer_ratio())
t(lambda: Decimal('-0.75').as_integer_ratio())
t(lambda: Decimal('1E+5').as_integer_ratio())
t(lambda: Decimal('0').as_integer_ratio())
t(lambda: Decimal('0.1').as_integer_ratio())
t(lambda: Decimal('-3').as_integer_ratio())
t(lambda: Decimal('Infinity').as_integer_ratio())
t(lambda: Decimal('NaN').as_integer_ratio())
t(lambda: Decimal(Decimal('-1.25E-3').as_tuple()))
t(lambda: Decimal('1.5').as_tuple().digits)
t(lambda: Decimal('1.5').as_tuple()[2])
t(lambda: DecimalTuple(0, (1,), 2))
t(lambda: Decimal(DecimalTuple(1, (4, 2), -1)))
t(lambda: type(Decimal(1).as_tuple()).__name__)
