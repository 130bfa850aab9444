# an uncaught Overflow with Inexact and Rounded trapped too: the list of every trapped condition
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

getcontext().traps[Inexact] = True
getcontext().traps[Rounded] = True
Decimal("9e999999") * 10
