# format() with no type, f and %: precision, context rounding, signs, specials
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

for v in ['0', '-0', '1.5', '-1.25', '1234567.891', '1e-7', '123.456', '1E+3', '-0.0001', 'Infinity', '-NaN', 'sNaN1', '2.675', '1e100', '12345.6789']:
    for s in ['', '.2f', 'f', '.0f', 'F', '+', ' ', '-', '%', '.1%', '.3%', '.0%', '.2', '.10', 'z.1f', '+z.1f', 'z.0f']:
        t(lambda: (v, s, format(Decimal(v), s)))
with localcontext(rounding=ROUND_DOWN):
    t(lambda: (format(Decimal('1.99'), '.1f'), format(Decimal('1.99'), '.1e'), format(Decimal('1.99'), '.1')))
with localcontext(capitals=0):
    t(lambda: (format(Decimal('1.99e20'), ''), format(Decimal('1.99e20'), 'E')))
t(lambda: ('{:>8}|{:.2f}'.format(Decimal('2.5'), Decimal('3.14159')), f"{Decimal(1) / 3:.5}", '%s' % Decimal('1.10')))
