import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = datetime(2024, 3, 10, 12, 30, tzinfo=timezone.utc)
for h in [-12, -5, 0, 5.5, 9, 14]:
    z = timezone(timedelta(hours=h))
    y = x.astimezone(z)
    print(y, repr(y.tzinfo), y == x, y.astimezone(timezone.utc) == x)
print(repr(datetime(2024, 1, 1).astimezone(timezone.utc)), repr(datetime(2024, 1, 1).astimezone()))
print(repr(x.astimezone()), x.astimezone(timezone.utc) is x)
t(lambda: x.astimezone(5))
