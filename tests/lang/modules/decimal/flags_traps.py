# flags set by operations, the signal dicts (get, set, iterate, compare), traps raising with their lists
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
t(lambda: Decimal(1) / 3)
t(lambda: Decimal(1) / 4)
t(lambda: c.flags[Inexact])
t(lambda: c.flags)
t(lambda: c.traps)
t(lambda: list(c.flags))
t(lambda: len(c.traps))
t(lambda: c.traps.get(DivisionByZero))
t(lambda: Inexact in c.flags)
t(lambda: 5 in c.flags)
t(lambda: c.flags[3])
t(lambda: c.flags.__setitem__('x', 1))
t(lambda: c.flags.__delitem__(Inexact))
t(lambda: c.flags == {})
t(lambda: c.flags.copy())
t(lambda: type(c.flags.copy()).__name__)
t(lambda: c.traps == c.traps)
c.traps[Inexact] = True
t(lambda: Decimal(1) / 3)
t(lambda: Decimal(2) / 4)
c.traps[Inexact] = False
c.traps[Rounded] = 1
t(lambda: Decimal('1.000') + Decimal('1E+30'))
c.clear_traps()
t(lambda: Decimal(1) / 0)
t(lambda: Decimal('abc'))
t(lambda: Decimal(0) / 0)
t(lambda: c.traps)
c.traps = dict.fromkeys(c.traps, True)
t(lambda: Decimal('1E+999999') * 10)
t(lambda: Decimal('1E-999999') / 10**40)
t(lambda: divmod(Decimal(1), 0))
t(lambda: Decimal(1.5))
c.clear_traps()
c.traps[Clamped] = True
t(lambda: Decimal('0E-9999999') + 0)
setcontext(Context())
t(lambda: getcontext().flags[Clamped])
