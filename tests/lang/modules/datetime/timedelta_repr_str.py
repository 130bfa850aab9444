import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for x in [timedelta(0), timedelta(1), timedelta(2), timedelta(-1), timedelta(-2, 5), timedelta(seconds=3600), timedelta(days=1, seconds=3600), timedelta(microseconds=1), timedelta(microseconds=-1), timedelta.max, timedelta.min, timedelta.resolution, timedelta(hours=100), timedelta(seconds=59, microseconds=10)]:
    print(repr(x), str(x), f'{x}', '%s' % x)
class TD(timedelta):
    pass
print(repr(TD(1, 2)), str(TD(3)), type(TD(1) + TD(1)).__name__, isinstance(TD(1), timedelta))
