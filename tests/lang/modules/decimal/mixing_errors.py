# Decimal with float or other types in arithmetic: CPython's TypeError texts
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

t(lambda: Decimal(1) + 1.5)
t(lambda: 1.5 + Decimal(1))
t(lambda: Decimal(1) - 0.5)
t(lambda: Decimal(1) * 2.0)
t(lambda: 2.0 / Decimal(1))
t(lambda: Decimal(1) // 1.0)
t(lambda: Decimal(1) % 1.0)
t(lambda: divmod(Decimal(1), 1.0))
t(lambda: Decimal(2) ** 0.5)
t(lambda: 0.5 ** Decimal(2))
t(lambda: Decimal(1) + 'a')
t(lambda: 'a' + Decimal(1))
t(lambda: Decimal(1) + None)
t(lambda: [1] * Decimal(2))
t(lambda: Decimal(1) < [])
t(lambda: Decimal(1).max('a'))
t(lambda: Decimal(1).quantize(1.5))
t(lambda: Decimal(1).compare(0.5))
t(lambda: getcontext().add(1.5, 1))
t(lambda: getcontext().add('1', 2))
t(lambda: Decimal(1) & 1)
t(lambda: ~Decimal(1))
