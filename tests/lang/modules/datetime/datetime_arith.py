import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = datetime(2024, 2, 28, 23, 30)
print(x + timedelta(hours=1), x + timedelta(days=1, hours=1), x - timedelta(minutes=31), timedelta(seconds=1) + x)
print(x - datetime(2024, 1, 1), datetime(2024, 1, 1) - x, x - x, x + timedelta(microseconds=1))
print(datetime(2024, 12, 31, 23, 59, 59, 999999) + timedelta(microseconds=1))
t(lambda: datetime.max + timedelta(microseconds=1))
t(lambda: datetime.min - timedelta(microseconds=1))
t(lambda: x + 1)
t(lambda: x - date(2024, 1, 1))
t(lambda: x - 1)
t(lambda: x + x)
u = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
e = datetime(2024, 1, 1, 7, tzinfo=timezone(timedelta(hours=-5)))
print(u - e, e - u, u + timedelta(1), repr(e + timedelta(hours=1)))
t(lambda: u - datetime(2024, 1, 1))
t(lambda: datetime(2024, 1, 1) - u)
start = datetime(2023, 12, 25, 8)
for i in range(20):
    s = start + timedelta(hours=i * 37, minutes=i * 7)
    print(s, s.weekday(), s - start, (s - start).total_seconds())
