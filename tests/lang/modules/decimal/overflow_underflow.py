# Overflow, Underflow, Subnormal, Clamped: results by rounding mode and the flags set
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

for s in ['9.99999e-11', '9.99994e-11', '1.23456e-11', '1e-14', '1e-15', '4e-15', '5e-15', '6e-15', '1.5e-14', '-1e-16', '1.00e-14', '1e-11']:
    c = Context(prec=5, Emin=-10, Emax=10, traps=[])
    t(lambda: (s, c.create_decimal(s), sorted(k.__name__ for k, v in c.flags.items() if v)))
for s in ['9.99999e10', '99999e6', '1e11', '-1e11']:
    for r in [ROUND_DOWN, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP, ROUND_UP]:
        c = Context(prec=5, Emin=-10, Emax=10, traps=[], rounding=r)
        t(lambda: (s, r, c.create_decimal(s), sorted(k.__name__ for k, v in c.flags.items() if v)))
c = Context(prec=5, Emin=-10, Emax=10, traps=[])
t(lambda: (c.multiply(Decimal('1e-6'), Decimal('1e-6')), c.flags[Subnormal]))
t(lambda: c.divide(Decimal(1), Decimal('3e10')))
t(lambda: c.add(Decimal('9.9999e10'), 1))
t(lambda: Decimal('1e999999') * 10)
t(lambda: Decimal('1e-999999') / 10**40)
