# strptime: each directive and combination, the struct_time it builds (weekday and year day filled in)
import time
cases = [('2024', '%Y'), ('99', '%y'), ('68', '%y'), ('69', '%y'), ('00', '%y'), ('Feb', '%b'), ('february', '%B'), ('DEC', '%b'),
         ('Mon', '%a'), ('sunday', '%A'), ('7', '%m'), ('07', '%m'), ('31', '%d'), ('5', '%d'), ('23', '%H'), ('12 AM', '%I %p'),
         ('12 pm', '%I %p'), ('1 PM', '%I %p'), ('59', '%M'), ('61', '%S'), ('366', '%j'), ('2024 60', '%Y %j'), ('2023 60', '%Y %j'),
         ('123456', '%f'), ('1', '%f'), ('+0000', '%z'), ('-0830', '%z'), ('+01:30', '%z'), ('Z', '%z'), ('+013015', '%z'),
         ('UTC', '%Z'), ('GMT', '%Z'), ('%', '%%'), ('2024 10 1', '%Y %U %w'), ('2024 10 1', '%Y %W %w'), ('2024 0 0', '%Y %U %w'),
         ('2024-W10-3', '%G-W%V-%u'), ('  2024', '%Y'), ('2024-1-2', '%Y-%m-%d'), ('1/2/24', '%m/%d/%y'), ('Tue Jan  2 03:04:05 2024', '%c'),
         ('01/02/24', '%x'), ('03:04:05', '%X'), ('T1999', 'T%Y'), ('2024\t05', '%Y %m'), ('3', '%u'), ('0', '%w')]
for s, f in cases:
    try:
        r = time.strptime(s, f)
        print(repr(s), f, tuple(r), r.tm_zone, r.tm_gmtoff)
    except Exception as e:
        print(repr(s), f, type(e).__name__, e)
