# format() with e, E, g, G and n: precision, zero quirks, context rounding
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

for v in ['0', '-0', '0.00', '0E+5', '1.5', '-1.5e-10', '1234567.891', '1e-7', '9.99', '12345678901234567890123456789012345', 'Infinity']:
    for s in ['e', '.3e', 'E', '.0e', '.1e', '.5e', '+.2e', 'z.2e', 'g', '.3g', 'G', '.0g', '.2G', 'n', '.2n']:
        t(lambda: (v, s, format(Decimal(v), s)))
