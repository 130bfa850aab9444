# clamp=1: exponents folded down to Etop with zeros, Clamped; zeros clamped to Etiny and Etop
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

for s in ['1e8', '1e11', '1.5e5', '0e16', '0e-16', '123', '-7e9', '1.2345e6']:
    for cl in (0, 1):
        c = Context(prec=5, Emax=10, Emin=-10, clamp=cl, traps=[])
        t(lambda: (s, cl, c.create_decimal(s), c.plus(Decimal(s)), sorted(k.__name__ for k, v in c.flags.items() if v)))
c = Context(prec=28, Emax=5, Emin=-5, clamp=1, traps=[])
t(lambda: c.subtract(Decimal('-6010E-9'), Decimal('0E+5')))
t(lambda: c.quantize(Decimal('-5020769248E-12'), Decimal('1E0')))
t(lambda: c.remainder(Decimal('-115736930229666734193183E-7'), Decimal('-889E-10')))
c = Context(prec=40, rounding=ROUND_CEILING, Emax=5, Emin=-5, clamp=1, traps=[])
t(lambda: c.quantize(Decimal(635), Decimal('1E2')))
