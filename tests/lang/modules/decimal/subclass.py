# subclasses of Decimal and of Context: constructors, isinstance, results of operations
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

class Money(Decimal):
    def cents(self):
        return int(self * 100)
m = Money('12.34')
t(lambda: (type(m).__name__, m.cents(), isinstance(m, Decimal), m == Decimal('12.34')))
t(lambda: type(m + 1).__name__)
t(lambda: Money(5) / 2)
t(lambda: type(Money.from_float(0.5)).__name__)
t(lambda: Money.from_float(0.5))
class Ctx(Context):
    pass
c = Ctx(prec=3)
t(lambda: (isinstance(c, Context), c.prec, Decimal(2).sqrt(c)))
import numbers
t(lambda: (isinstance(Decimal(1), numbers.Number), isinstance(Decimal(1), numbers.Real)))
t(lambda: (Decimal(1).real, Decimal(1).imag, Decimal(5).conjugate(), Decimal(3).radix()))
t(lambda: Decimal(1).foo)
t(lambda: setattr(Decimal(1), 'x', 1))
import copy
d = Decimal('1.5')
t(lambda: (copy.copy(d) is d, copy.deepcopy(d) is d, copy.copy(getcontext()).prec))
