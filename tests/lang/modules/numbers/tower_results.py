# the numeric tower over results of arithmetic: which ABC each result belongs to, and the int/float/Fraction mixes
import numbers, math
from fractions import Fraction as F
def kinds(v):
    return [c.__name__ for c in (numbers.Integral, numbers.Rational, numbers.Real, numbers.Complex, numbers.Number) if isinstance(v, c)]
for expr, v in [('1+1', 1 + 1), ('7/2', 7 / 2), ('7//2', 7 // 2), ('2**-1', 2 ** -1), ('2**100', 2 ** 100), ('True+True', True + True),
                ('F(1,2)+1', F(1, 2) + 1), ('F(1,2)+0.5', F(1, 2) + 0.5), ('F(4,2)', F(4, 2)), ('math.floor(2.5)', math.floor(2.5)),
                ('round(2.5)', round(2.5)), ('round(2.5, 1)', round(2.5, 1)), ('abs(-3)', abs(-3)), ('divmod(7, 2)[0]', divmod(7, 2)[0]),
                ('math.sqrt(4)', math.sqrt(4)), ('int("5")', int('5')), ('float("inf")', float('inf')), ('sum([F(1,3)]*3)', sum([F(1, 3)] * 3)),
                ('math.trunc(F(-7,2))', math.trunc(F(-7, 2))), ('pow(2, 3, 5)', pow(2, 3, 5))]:
    print(expr, repr(v), kinds(v))
def describe(x):
    if isinstance(x, numbers.Integral):
        return 'integral %d' % x
    if isinstance(x, numbers.Rational):
        return 'rational %d/%d' % (x.numerator, x.denominator)
    if isinstance(x, numbers.Real):
        return 'real %r' % x
    return 'not a number'
print([describe(x) for x in (3, True, F(3, 4), 0.75, '3', None, 10**30, F(10, 5))])
