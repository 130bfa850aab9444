# an uncaught DivisionByZero: CPython's last traceback line
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

print(Decimal(1) / 8)
Decimal(1) / 0
