# repr, str, isoformat of timedelta, date, datetime (C for naive values,
# datetime.py for aware ones and rare arguments) and of subclasses.
from datetime import date, datetime, timedelta, timezone

def t(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)

for td in (timedelta(0), timedelta(1), timedelta(-1), timedelta(2, 3), timedelta(0, 0, 5), timedelta(-3, 86399, 999999),
           timedelta.max, timedelta.min, timedelta(seconds=3661), timedelta(days=-1, microseconds=1)):
    print(repr(td), str(td), '%s' % td, f'{td}')
for d in (date(1, 1, 1), date(9999, 12, 31), date(2024, 2, 29), date(33, 3, 3)):
    print(repr(d), str(d), d.isoformat(), format(d), f'{d!r}')
for x in (datetime(2024, 1, 1), datetime(2024, 1, 1, 1, 2), datetime(2024, 1, 1, 0, 0, 3), datetime(2024, 1, 1, 0, 0, 0, 4),
          datetime(1, 1, 1, 0, 0, 5, 6), datetime(2024, 1, 1, fold=1), datetime(2024, 1, 1, 1, 2, 3, 4, fold=1),
          datetime(2024, 1, 1, tzinfo=timezone.utc), datetime(2024, 1, 1, 5, tzinfo=timezone(timedelta(hours=-3), 'X'), fold=1)):
    print(repr(x), str(x), x.isoformat())
x = datetime(2024, 5, 6, 7, 8, 9, 10)
y = datetime(2024, 5, 6, 7, 8, 9, 10, tzinfo=timezone(timedelta(minutes=90)))
for z in (x, y):
    t(lambda: z.isoformat(' '))
    t(lambda: z.isoformat(sep='é'))
    t(lambda: z.isoformat('ab'))
    t(lambda: z.isoformat(''))
    t(lambda: z.isoformat(1))
    t(lambda: z.isoformat(timespec='hours'))
    t(lambda: z.isoformat('_', 'milliseconds'))
    t(lambda: z.isoformat(timespec='auto'))
    t(lambda: z.isoformat(timespec='bogus'))
    t(lambda: z.isoformat(timespec=5))
    t(lambda: z.isoformat('T', 'auto', 3))
    t(lambda: z.isoformat(sepp='T'))
t(lambda: date(2024, 1, 1).isoformat(1))

class D(date):
    pass
class DT(datetime):
    pass
class TD(timedelta):
    pass
def inner():
    class Local(datetime):
        pass
    return Local(2024, 1, 2, 3)
print(repr(D(2024, 1, 1)), repr(DT(2024, 1, 1, 3)), repr(TD(1, 2, 3)), repr(inner()), str(D(2024, 1, 1)), str(DT(2024, 1, 1)), str(TD(1)))
class R(date):
    def __repr__(self):
        return 'R!'
    def __str__(self):
        return 'S!'
print(repr(R(2024, 1, 1)), str(R(2024, 1, 1)), R(2024, 1, 1).isoformat(), [R(2024, 1, 1)])
from datetime import time
print(repr(time(1, tzinfo=timezone.utc, fold=1)))
def f():
    class L(time):
        pass
    class Z(timedelta):
        pass
    return L(1), Z(1)
print(f())
t(lambda: time().isoformat(5))
t(lambda: date(2024, 1, 1).weekday(1))
t(lambda: date(2024, 1, 1).toordinal(x=1))
t(lambda: datetime(2024, 1, 1).isoweekday(1, 2))
