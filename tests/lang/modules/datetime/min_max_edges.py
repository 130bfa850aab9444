import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(date.min + timedelta(1), date.max - timedelta(1), datetime.max - datetime.min, datetime.min + timedelta(microseconds=1))
t(lambda: datetime.max + timedelta(1))
t(lambda: date.max + timedelta(days=1))
t(lambda: date.min - timedelta(days=1))
print(timedelta.max + timedelta.min, timedelta.max - timedelta.max)
t(lambda: -timedelta.max)
t(lambda: -timedelta.min)
t(lambda: abs(timedelta.min))
print(time.max.isoformat(), time.min.isoformat(), datetime.max.isoformat(), datetime.min.isoformat())
