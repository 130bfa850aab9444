# an uncaught FloatOperation (a TypeError too)
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

getcontext().traps[FloatOperation] = True
print(Decimal(1) == 1.0)
Decimal(1) < 1.0
