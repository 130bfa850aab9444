# compare_total and compare_total_mag: the total order over NaNs, signs, infinities and exponents
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

vals = ['-NaN2', '-NaN1', '-sNaN', '-Infinity', '-12.30', '-12.3', '-0', '0', '0.00', '1', '1.0', '12.3', 'Infinity', 'sNaN1', 'sNaN5', 'NaN', 'NaN3']
for a in vals:
    t(lambda: [int(Decimal(a).compare_total(Decimal(b))) for b in vals])
    t(lambda: [int(Decimal(a).compare_total_mag(Decimal(b))) for b in vals])
t(lambda: sorted(vals, key=Decimal) if False else Decimal(1).compare_total(1.5))
