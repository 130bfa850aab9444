# next_plus, next_minus, next_toward, scaleb, logb, same_quantum
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

c = Context(prec=5, Emin=-10, Emax=10, traps=[])
t(lambda: c.next_plus(Decimal(1)))
t(lambda: c.next_plus(Decimal('-1')))
t(lambda: c.next_minus(Decimal(1)))
t(lambda: c.next_plus(Decimal(0)))
t(lambda: c.next_minus(Decimal(0)))
t(lambda: c.next_plus(Decimal('9.9999E+10')))
t(lambda: c.next_minus(Decimal('Infinity')))
t(lambda: c.next_plus(Decimal('-Infinity')))
t(lambda: c.next_plus(Decimal('Infinity')))
t(lambda: c.next_plus(Decimal('123456789')))
t(lambda: c.next_minus(Decimal('1E-14')))
t(lambda: c.next_toward(Decimal(1), Decimal(2)))
t(lambda: c.next_toward(Decimal(1), Decimal(0)))
t(lambda: c.next_toward(Decimal(1), Decimal('1.0')))
t(lambda: c.next_toward(Decimal('1E-14'), Decimal(0)))
t(lambda: c.next_toward(Decimal('9.9999E+10'), Decimal('Infinity')))
t(lambda: c.next_toward(Decimal('Infinity'), Decimal('3E+30')))
t(lambda: c.scaleb(Decimal('1.5'), 3))
t(lambda: c.scaleb(Decimal('1.5'), -20))
t(lambda: c.scaleb(Decimal('1.5'), Decimal('2.5')))
t(lambda: c.scaleb(Decimal('Infinity'), 3))
t(lambda: c.scaleb(Decimal('7'), 10**6))
t(lambda: c.logb(Decimal('250')))
t(lambda: c.logb(Decimal('0.03')))
t(lambda: c.logb(Decimal(0)))
t(lambda: c.logb(Decimal('-Infinity')))
t(lambda: c.same_quantum(Decimal('1.5'), Decimal('2.7')))
t(lambda: c.same_quantum(Decimal('1.5'), Decimal('2')))
t(lambda: c.same_quantum(Decimal('NaN'), Decimal('sNaN')))
t(lambda: c.same_quantum(Decimal('Infinity'), Decimal('-Infinity')))
t(lambda: c.same_quantum(Decimal('Infinity'), Decimal(1)))
