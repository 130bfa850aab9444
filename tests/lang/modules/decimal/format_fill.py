# format() widths: fill, the four alignments, the 0 flag, and the specs decimal refuses
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

for v in ['1.5', '-0.0001', '0.00', 'Infinity', '-NaN', '12345.6789']:
    for s in ['>10', '<10', '^10', '=10', '*^12.3f', ' ^9.1f', '-^9', '010.2f', '0', '08,.1f', '020,.2f', '0=12,.2f', '==10', '<08', '#.0f', '#g', '_', '_.3f', 'x', 'd', '.2d', 'c', ',_', '.2,f', '10.2z', 'zz', ',n', '.f']:
        t(lambda: (v, s, format(Decimal(v), s)))
t(lambda: format(Decimal(1), 5))
