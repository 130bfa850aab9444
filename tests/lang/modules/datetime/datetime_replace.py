import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = datetime(2024, 1, 31, 12, 30, 15, 5)
for kw in [dict(month=2), dict(month=2, day=29), dict(year=2023, month=2, day=29), dict(hour=24), dict(minute=0, second=0, microsecond=0), dict(tzinfo=timezone.utc), dict(fold=1), dict(fold=2), dict(year='x')]:
    t(lambda: x.replace(**kw))
