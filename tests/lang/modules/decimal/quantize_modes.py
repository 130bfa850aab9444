# quantize with each of the eight rounding modes, on ties, near ties and signs
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

for r in ['ROUND_UP', 'ROUND_DOWN', 'ROUND_CEILING', 'ROUND_FLOOR', 'ROUND_HALF_UP', 'ROUND_HALF_DOWN', 'ROUND_HALF_EVEN', 'ROUND_05UP']:
    for v in ['2.5', '-2.5', '3.5', '2.45', '2.55', '-2.51', '0.05', '1.0', '-0.4', '5.01', '15', '25', '-0.05', '9.96']:
        for q in ["1", "0.1", "1E+1"]:
            t(lambda: (r, v, q, Decimal(v).quantize(Decimal(q), rounding=r)))
