# everyday use: prices, taxes, rounding to cents, totals and percentages
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

from decimal import Decimal as D, ROUND_HALF_UP
prices = [D('19.99'), D('5.49'), D('0.99'), D('100.00'), D('3.333')]
total = sum(prices)
t(lambda: total)
tax = (total * D('0.0825')).quantize(D('0.01'), rounding=ROUND_HALF_UP)
t(lambda: (tax, total + tax))
t(lambda: [p.quantize(D('0.01')) for p in prices])
t(lambda: f"{total:,.2f} {tax:>10} {D('0.175'):.1%}")
t(lambda: (D('10') / 3).quantize(D('0.0001')))
t(lambda: [str(D(i) / 8) for i in range(9)])
t(lambda: sorted(prices, reverse=True))
t(lambda: max(prices) - min(prices))
t(lambda: (D('1.1') + D('2.2'), 1.1 + 2.2))
t(lambda: D('0.1') * 3 == D('0.3'))
t(lambda: round(D('2.675'), 2))
t(lambda: [D(x).quantize(D('1'), rounding=ROUND_HALF_UP) for x in ('0.5', '1.5', '2.5', '-0.5')])
t(lambda: divmod(D('100'), D('7')))
t(lambda: D('1234.5678').as_tuple())
