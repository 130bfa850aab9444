# getcontext() and setcontext(): the current context, templates copied, flags of the copy cleared
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

c = getcontext()
t(lambda: c is getcontext())
n = Context(prec=3)
setcontext(n)
t(lambda: getcontext() is n)
t(lambda: Decimal(2) / 3)
setcontext(BasicContext)
t(lambda: getcontext() is BasicContext)
t(lambda: getcontext().prec)
t(lambda: Decimal(2) / 3)
t(lambda: Decimal('1E-999999999') if False else Decimal(1) / 0)
setcontext(ExtendedContext)
t(lambda: Decimal(1) / 0)
t(lambda: Decimal(0) / 0)
t(lambda: Decimal('abc'))
DefaultContext.prec = 10
t(lambda: Context().prec)
setcontext(DefaultContext)
t(lambda: Decimal(1) / 3)
DefaultContext.prec = 28
setcontext(c)
t(lambda: Decimal(1) / 3)
