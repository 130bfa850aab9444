# huge exponents and coefficients stay cheap: far-apart sums, comparisons, hashes, overflow checks, refused quantize
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

t(lambda: Decimal('1e999999999') ** 10)
t(lambda: Decimal('1e999999999999999999') * Decimal('1e999999999999999999'))
t(lambda: Decimal(1).quantize(Decimal('1e-1000000000')))
t(lambda: Decimal('1e999999999999999999').quantize(Decimal(1)))
t(lambda: Decimal('1e999999') + Decimal('1e-999999'))
t(lambda: Decimal('1e-999999999999999999') + 1)
t(lambda: Decimal('1e999999999999999999') > 10**100)
t(lambda: Decimal('1e-999999999999999999') < Decimal('1e-999999999999999998'))
t(lambda: hash(Decimal('1e999999999999999999')) == hash(Decimal('10e999999999999999998')))
t(lambda: Decimal('1e999999999999999999') // 7)
t(lambda: Decimal('1e999999999999999999') % 7)
t(lambda: Decimal('7') % Decimal('1e-999999999999999999'))
t(lambda: Decimal('1e-999999999999999999') % 7)
t(lambda: Decimal(2) ** (10**18))
t(lambda: Decimal('0.5') ** (10**18))
t(lambda: Decimal('1e999999999999999999').sqrt())
t(lambda: Decimal('1e999999999999999999').normalize())
t(lambda: Decimal('1e999999999999999999').adjusted())
t(lambda: Decimal('1' * 5000) + 1 == Decimal('1' * 4999 + '2'))
t(lambda: len(str(Decimal('7' * 6000))))
t(lambda: Decimal('9' * 5000).as_tuple().digits[-3:])
t(lambda: Decimal(10**5000 + 1) - 10**5000)
t(lambda: Decimal('1e999999').scaleb(10**20))
t(lambda: Decimal(1).next_plus())
t(lambda: Decimal('1e999999999999999999').next_minus())
with localcontext(prec=6000):
    t(lambda: str(Decimal(1) / 7)[-20:])
    t(lambda: str(Decimal(2).sqrt())[:30])
