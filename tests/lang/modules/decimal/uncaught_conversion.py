# an uncaught ConversionSyntax: the traceback's last line names decimal.InvalidOperation and the condition list
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

print(Decimal("1.5"))
Decimal("abc")
