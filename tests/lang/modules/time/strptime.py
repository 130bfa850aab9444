import time

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s, f in [('2024-01-02', '%Y-%m-%d'), ('Tue Jan  2 03:04:05 2024', '%a %b %d %H:%M:%S %Y'), ('12/31/99', '%m/%d/%y'), ('2024 366', '%Y %j'), ('10:00 PM', '%I:%M %p'),
             ('x', '%d'), ('2024', '%Y%m'), ('2024 1', '%Y'), ('1', '%Q'), ('Feb 29', '%b %d'), ('2024-02-30', '%Y-%m-%d'), ('+0100', '%z'), ('UTC', '%Z')]:
    t(lambda: time.strptime(s, f))
print(time.strptime('Tue Jan  2 03:04:05 2024'))
r = time.strptime('2024-01-02 +0530', '%Y-%m-%d %z')
print(r, r.tm_gmtoff, r.tm_zone)
