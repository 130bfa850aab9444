import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = date(2024, 2, 28)
print(d + timedelta(1), d + timedelta(2), timedelta(400) + d, d - timedelta(59), d - date(2023, 2, 28), date(2023, 2, 28) - d)
print(d + timedelta(hours=23), d + timedelta(hours=25), d - timedelta(seconds=1), d + timedelta(-1, 86399))
t(lambda: date.max + timedelta(1))
t(lambda: date.min - timedelta(1))
t(lambda: date.min + timedelta(-1))
t(lambda: d + 1)
t(lambda: d - 1)
t(lambda: 1 - d)
t(lambda: d + d)
t(lambda: d - datetime(2024, 1, 1))
t(lambda: timedelta(1) - d)
x = date(2000, 1, 1)
for i in range(0, 3000, 97):
    y = x + timedelta(days=i * 13)
    print(y, y.weekday(), (y - x).days)
