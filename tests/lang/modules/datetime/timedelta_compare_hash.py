import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a, b, c = timedelta(1), timedelta(hours=24), timedelta(seconds=1)
print(a == b, a != b, a < c, a > c, c <= a, c >= a, a == 1, a != 'x', hash(a) == hash(b))
print(sorted([timedelta(3), timedelta(-1), timedelta(0), timedelta(seconds=5)]))
print(bool(timedelta(0)), bool(timedelta(microseconds=1)), len({a, b, c}))
print(max(a, c), min(a, c))
t(lambda: a < 1)
t(lambda: a >= None)
t(lambda: a > 'x')
print(a.total_seconds(), c.total_seconds(), timedelta(microseconds=1).total_seconds(), timedelta.max.total_seconds(), (-a).total_seconds())
print(timedelta(days=-1, microseconds=5).total_seconds())
print({timedelta(1): 'x'}[timedelta(hours=24)])
