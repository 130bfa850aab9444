# a table of + - * / // % over a grid of values with prec 9 and ROUND_HALF_UP
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

getcontext().prec = 9
getcontext().rounding = ROUND_HALF_UP
vals = [Decimal(v) for v in ['0', '-0', '1', '-1', '0.1', '2.5', '-7.25', '1E+10', '3.33333333', '1E-10', '123456789', 'Infinity']]
for a in vals:
    row = []
    for b in vals:
        for op in (lambda x, y: x + y, lambda x, y: x - y, lambda x, y: x * y, lambda x, y: x / y, lambda x, y: x // y, lambda x, y: x % y):
            try:
                row.append(str(op(a, b)))
            except Exception as e:
                row.append(type(e).__name__)
    print(a, ' '.join(row))
print([k.__name__ for k, v in getcontext().flags.items() if v])
