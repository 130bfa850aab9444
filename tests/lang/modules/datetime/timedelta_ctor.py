import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for a in [(), (1,), (0, 1), (0, 0, 1), (1, 2, 3), (-1,), (0, -1), (0, 0, -1), (1.5,), (0, 1.5), (0, 0, 0.5), (0, 0, 1.5), (0, 0, 2.5)]:
    x = timedelta(*a)
    print(a, repr(x), str(x), x.days, x.seconds, x.microseconds)
for kw in [dict(weeks=1), dict(hours=25), dict(minutes=-1), dict(milliseconds=1001), dict(hours=1.5, minutes=0.25), dict(weeks=-0.5), dict(days=1, seconds=-1)]:
    x = timedelta(**kw)
    print(kw, repr(x), x)
t(lambda: timedelta(days=10**9))
t(lambda: timedelta(days=-10**9))
t(lambda: timedelta('1'))
t(lambda: timedelta(seconds='1'))
t(lambda: timedelta(hours=None))
t(lambda: timedelta(days=float('nan')))
t(lambda: timedelta(days=float('inf')))
t(lambda: timedelta(days=999999999, hours=24))
print(timedelta(True), timedelta(days=1e-6 * 86400))
