import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a, b = time(1, 2), time(1, 3)
print(a < b, a == time(1, 2), a != b, hash(a) == hash(time(1, 2)), a == 5)
u = time(1, 0, tzinfo=timezone.utc)
p = time(2, 0, tzinfo=timezone(timedelta(hours=1)))
print(u == p, hash(u) == hash(p), u < p, u == time(1))
t(lambda: a < u)
t(lambda: a < 1)
print(sorted([time(5), time(1, 30), time(0, 0, 1)]))
