import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for v in [0.5, 1.5, 2.5, -0.5, -1.5, 0.1, 0.7, 1e-7, 3.999999, 1/3, 2/3, -2/3, 86399.9999995, 1e9]:
    t(lambda: timedelta(microseconds=v))
    t(lambda: timedelta(seconds=v))
    t(lambda: timedelta(days=v))
for f in [0.1, 0.5, 1/3, 2.5, -1.5, 1e-9, 1e6]:
    t(lambda: timedelta(seconds=1, microseconds=1) * f)
    t(lambda: timedelta(seconds=1, microseconds=1) / f)
