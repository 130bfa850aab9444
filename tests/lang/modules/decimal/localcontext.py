# localcontext(): copies, keyword fields, restoring on exit and on an exception, nesting
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

t(lambda: getcontext().prec)
with localcontext() as c:
    c.prec = 5
    t(lambda: Decimal(1) / 7)
    with localcontext(prec=3, rounding=ROUND_UP) as c2:
        t(lambda: (Decimal(1) / 7, c2.prec, c2.rounding))
    t(lambda: Decimal(1) / 7)
t(lambda: Decimal(1) / 7)
try:
    with localcontext(prec=2):
        print(Decimal(2) / 3)
        raise ValueError('out')
except ValueError as e:
    print('after', e, getcontext().prec)
base = Context(prec=4, traps=[])
with localcontext(base) as c:
    t(lambda: (c is base, c.prec, Decimal(1) / 0))
t(lambda: base.flags[DivisionByZero])
with localcontext(Emax=10, Emin=-10, clamp=1, capitals=0) as c:
    t(lambda: Decimal('1e9') * 100)
    t(lambda: str(Decimal('1e-20')))
m = localcontext(prec=6)
with m as c:
    t(lambda: c.prec)
t(lambda: getcontext().prec)
