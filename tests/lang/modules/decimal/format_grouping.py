# format() with the , thousands separator: fixed, general and percent forms, zero padding grouped
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

for v in ['0', '1234567.891', '-1234567.891', '1.23456789e10', '1e100', '999', '1000', '-0.5', '123456', '1234.5']:
    for s in [',', ',.2f', '15,.3f', ',g', ',%', ',.3e', '>20,.1f', '012,', '+,.0f']:
        t(lambda: (v, s, format(Decimal(v), s)))
