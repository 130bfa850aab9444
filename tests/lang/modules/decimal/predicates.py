# is_nan, is_zero, is_signed, is_finite, is_infinite, is_qnan, is_snan, is_normal, is_subnormal, number_class
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

for v in ['0', '-0', '1.5', '-2E+10', '1E-999999', '1E-1000000', '-1E-1000010', 'Infinity', '-Infinity', 'NaN', '-sNaN2', '0E-1000026', '123.456']:
    d = Decimal(v)
    t(lambda: (v, d.is_nan(), d.is_zero(), d.is_signed(), d.is_finite(), d.is_infinite(), d.is_qnan(), d.is_snan(), d.is_normal(), d.is_subnormal(), d.number_class(), d.is_canonical(), d.adjusted()))
