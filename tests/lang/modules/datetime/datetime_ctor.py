import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for a in [(2024, 1, 2), (2024, 1, 2, 3), (2024, 1, 2, 3, 4), (2024, 1, 2, 3, 4, 5), (2024, 1, 2, 3, 4, 5, 6), (2024, 1, 2, 0, 0, 0, 1)]:
    x = datetime(*a)
    print(repr(x), str(x), x.year, x.month, x.day, x.hour, x.minute, x.second, x.microsecond)
for a in [(2024, 1, 2, 24), (2024, 1, 2, 0, 60), (2024, 1, 2, 0, 0, 60), (2024, 1, 2, 0, 0, 0, 10**6), (2024, 2, 30), (2024,), ()]:
    t(lambda: datetime(*a))
t(lambda: datetime(2024, 1, 2, tzinfo=1))
t(lambda: datetime(2024, 1, 2, fold=3))
print(repr(datetime(2024, 1, 2, tzinfo=timezone.utc)), repr(datetime(2024, 1, 2, 3, 4, 5, fold=1)))
print(datetime.min, datetime.max, datetime.resolution, repr(datetime.min))
print(isinstance(datetime(2024, 1, 1), date), issubclass(datetime, date))
