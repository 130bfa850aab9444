import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = {}
for i in range(30):
    k = datetime(2024, 1, 1) + timedelta(hours=i * 5)
    d[k.date()] = d.get(k.date(), 0) + 1
print(sorted(d.items()))
u = datetime(2024, 1, 1, tzinfo=timezone.utc)
print(len({u, u.astimezone(timezone(timedelta(hours=3))), u.replace(tzinfo=None)}))
print(len(set(time(i % 3) for i in range(10))), len({timedelta(seconds=i % 4) for i in range(20)}))
