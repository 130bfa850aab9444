# strptime's errors: mismatches, leftovers, bad directives, out-of-range values, wrong types
import time
cases = [('2024', '%m'), ('13', '%m'), ('0', '%m'), ('32', '%d'), ('24', '%H'), ('60', '%M'), ('62', '%S'), ('367', '%j'),
         ('2024-02-30', '%Y-%m-%d'), ('2023-02-29', '%Y-%m-%d'), ('2024-01-01 extra', '%Y-%m-%d'), ('', '%Y'), ('x', ''),
         ('2024', '%Q'), ('2024', '%'), ('2024', '%Y%'), ('abc', 'abc'), ('ABC', 'abc'), ('2024 1', '%G %u'), ('10', '%V'),
         ('2024 10', '%Y %V'), ('+99999', '%z'), ('+25:00', '%z'), ('XYZ', '%Z'), ('13 PM', '%I %p'), ('1234567', '%f'),
         ('2024-01-01', '%Y-%m-%d %H'), ('  ', ' '), ('\n2024', '%Y')]
for s, f in cases:
    try:
        r = time.strptime(s, f)
        print(repr(s), repr(f), tuple(r))
    except Exception as e:
        print(repr(s), repr(f), type(e).__name__, e)
import datetime
for a in [(5, '%Y'), ('2024', 5), (None, '%Y'), (b'2024', '%Y'), ('2024', b'%Y'), ('2024', None), (None,), (5,)]:
    for fn in (time.strptime, datetime.datetime.strptime):
        try:
            print(fn(*a))
        except Exception as e:
            print(type(e).__name__, e)
