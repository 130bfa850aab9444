# hash(): equal to the hash of an equal int or float, signaling NaNs refuse
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

from fractions import Fraction
t(lambda: (hash(Decimal('0')), hash(0)))
t(lambda: (hash(Decimal('-0')), hash(0)))
t(lambda: (hash(Decimal('1')), hash(1)))
t(lambda: (hash(Decimal('-1')), hash(-1)))
t(lambda: (hash(Decimal('1.0')), hash(1)))
t(lambda: (hash(Decimal('1.5')), hash(1.5)))
t(lambda: (hash(Decimal('-2.25')), hash(-2.25)))
t(lambda: (hash(Decimal('1E+100')), hash(10**100)))
t(lambda: (hash(Decimal('-1E-100')), hash(-1e-100)))
t(lambda: (hash(Decimal('0.1')), hash(Fraction(1, 10))))
t(lambda: (hash(Decimal('123456789E20')), hash(123456789 * 10**20)))
t(lambda: (hash(Decimal('Infinity')), hash(float('inf'))))
t(lambda: (hash(Decimal('-Infinity')), hash(float('-inf'))))
t(lambda: (hash(Decimal('2305843009213693951')), hash(2305843009213693951)))
t(lambda: (hash(Decimal('1E+999999')), hash(0)))
t(lambda: hash(Decimal('sNaN')))
t(lambda: hash(Decimal('0.5')) == hash(0.5))
t(lambda: len({Decimal('1'), Decimal('1.0'), 1, 1.0}))
t(lambda: {Decimal('2.5'): 'x'}[2.5])
