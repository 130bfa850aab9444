# str, repr and to_eng_string: the to-scientific-string rules, capitals
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

t(lambda: (str(Decimal('0')), Decimal('0').to_eng_string()))
t(lambda: (str(Decimal('0E+1')), Decimal('0E+1').to_eng_string()))
t(lambda: (str(Decimal('0E+2')), Decimal('0E+2').to_eng_string()))
t(lambda: (str(Decimal('0E+3')), Decimal('0E+3').to_eng_string()))
t(lambda: (str(Decimal('0E-7')), Decimal('0E-7').to_eng_string()))
t(lambda: (str(Decimal('0E-8')), Decimal('0E-8').to_eng_string()))
t(lambda: (str(Decimal('0E-9')), Decimal('0E-9').to_eng_string()))
t(lambda: (str(Decimal('0E-10')), Decimal('0E-10').to_eng_string()))
t(lambda: (str(Decimal('-0E-5')), Decimal('-0E-5').to_eng_string()))
t(lambda: (str(Decimal('123E+1')), Decimal('123E+1').to_eng_string()))
t(lambda: (str(Decimal('123E+2')), Decimal('123E+2').to_eng_string()))
t(lambda: (str(Decimal('1E+4')), Decimal('1E+4').to_eng_string()))
t(lambda: (str(Decimal('12E-9')), Decimal('12E-9').to_eng_string()))
t(lambda: (str(Decimal('-1.2E-10')), Decimal('-1.2E-10').to_eng_string()))
t(lambda: (str(Decimal('1.23E+5')), Decimal('1.23E+5').to_eng_string()))
t(lambda: (str(Decimal('123456E-13')), Decimal('123456E-13').to_eng_string()))
t(lambda: (str(Decimal('0.000001')), Decimal('0.000001').to_eng_string()))
t(lambda: (str(Decimal('0.0000001')), Decimal('0.0000001').to_eng_string()))
t(lambda: (str(Decimal('1234.5678')), Decimal('1234.5678').to_eng_string()))
t(lambda: (str(Decimal('-1E+100')), Decimal('-1E+100').to_eng_string()))
t(lambda: (str(Decimal('5E-1000')), Decimal('5E-1000').to_eng_string()))
t(lambda: (str(Decimal('NaN')), Decimal('NaN').to_eng_string()))
t(lambda: (str(Decimal('-sNaN7')), Decimal('-sNaN7').to_eng_string()))
t(lambda: (str(Decimal('-Infinity')), Decimal('-Infinity').to_eng_string()))
t(lambda: (str(Decimal('1.000')), Decimal('1.000').to_eng_string()))
t(lambda: (str(Decimal('100E-2')), Decimal('100E-2').to_eng_string()))
t(lambda: (str(Decimal('1E+0')), Decimal('1E+0').to_eng_string()))
t(lambda: repr(Decimal('1e5')))
t(lambda: str(Decimal('-7.50')))
c = getcontext()
c.capitals = 0
t(lambda: (str(Decimal('1e20')), repr(Decimal('-1.5e-9')), Decimal('1e4').to_eng_string()))
c.capitals = 1
t(lambda: c.to_sci_string(Decimal('1.5e10')))
t(lambda: c.to_eng_string(Decimal('1.5e10')))
