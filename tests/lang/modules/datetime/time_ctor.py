import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for a in [(), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), (23, 59, 59, 999999), (0, 0, 0, 1)]:
    x = time(*a)
    print(repr(x), str(x), x.hour, x.minute, x.second, x.microsecond, x.tzinfo, x.fold)
for a in [(24,), (-1,), (0, 60), (0, 0, 60), (0, 0, 0, 1000000), (0, 0, 0, -1), (1.5,), ('1',)]:
    t(lambda: time(*a))
t(lambda: time(1, tzinfo=5))
t(lambda: time(1, fold=2))
t(lambda: time(1, fold=-1))
print(repr(time(1, fold=1)), repr(time(1, 2, tzinfo=timezone.utc)), repr(time(1, 2, 3, tzinfo=timezone(timedelta(hours=2)), fold=1)))
print(time.min, time.max, time.resolution, bool(time()), bool(time(0, 0, 0, 0)))
