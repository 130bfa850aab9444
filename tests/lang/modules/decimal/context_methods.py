# the Context methods: arithmetic in that context on Decimals and ints, conversions refused
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

c = Context(prec=6, rounding=ROUND_HALF_UP, traps=[])
ops = [('add', 2), ('subtract', 2), ('multiply', 2), ('divide', 2), ('divide_int', 2), ('remainder', 2), ('remainder_near', 2), ('divmod', 2), ('compare', 2), ('compare_signal', 2), ('compare_total', 2), ('compare_total_mag', 2), ('max', 2), ('min', 2), ('max_mag', 2), ('min_mag', 2), ('quantize', 2), ('same_quantum', 2), ('copy_sign', 2), ('next_toward', 2), ('scaleb', 2), ('plus', 1), ('minus', 1), ('abs', 1), ('sqrt', 1), ('normalize', 1), ('to_integral_value', 1), ('to_integral', 1), ('to_integral_exact', 1), ('copy_abs', 1), ('copy_negate', 1), ('copy_decimal', 1), ('to_sci_string', 1), ('to_eng_string', 1), ('is_nan', 1), ('is_zero', 1), ('is_signed', 1), ('is_finite', 1), ('is_infinite', 1), ('is_qnan', 1), ('is_snan', 1), ('is_normal', 1), ('is_subnormal', 1), ('number_class', 1), ('next_plus', 1), ('next_minus', 1), ('logb', 1)]
for name, n in ops:
    for args in ([Decimal('12.345678'), Decimal('-3.5')], [7, 2], [Decimal('-0'), Decimal('NaN')]):
        t(lambda: (name, getattr(c, name)(*args[:n])))
    t(lambda: (name, getattr(c, name)(*[1.5] * n)))
t(lambda: c.power(3, 4, 5))
t(lambda: c.power(Decimal(2), -2))
t(lambda: c.fma(2, 3, 4))
t(lambda: c.fma(Decimal('1.23456'), Decimal('9.87654'), Decimal('-12')))
t(lambda: c.radix())
t(lambda: c.flags)
