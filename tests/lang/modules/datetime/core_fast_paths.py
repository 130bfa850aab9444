# The C paths of _datetime (stdlib/datetime_core.c) against CPython:
# constructors by position and name, their errors, what falls back to
# datetime.py, arithmetic, comparisons and hashes across the types.
from datetime import date, datetime, timedelta, timezone

def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

# timedelta: every keyword, ints, floats, bools, mixed, overflow
t(lambda: timedelta(1, 2, 3, 4, 5, 6, 7))
t(lambda: timedelta(weeks=1, days=-1, hours=25, minutes=-61, seconds=3601, milliseconds=-1001, microseconds=999999))
t(lambda: timedelta(days=1.5, minutes=2))
t(lambda: timedelta(True, seconds=False))
t(lambda: timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999))
t(lambda: timedelta(days=999999999, hours=24))
t(lambda: timedelta(days=-999999999))
t(lambda: timedelta(days=-1000000000))
t(lambda: timedelta(microseconds=-1))
t(lambda: timedelta(days=1, day=2))
t(lambda: timedelta(1, days=2))
t(lambda: timedelta(1, 2, 3, 4, 5, 6, 7, 8))
t(lambda: timedelta('1'))
t(lambda: timedelta(weeks=10**12))
big = timedelta.max
t(lambda: big + timedelta(microseconds=1))
t(lambda: big - big)
t(lambda: -big + timedelta.min)
t(lambda: timedelta.min - timedelta(microseconds=1))
print(timedelta(hours=1) == timedelta(minutes=60), timedelta(0) != timedelta(), timedelta(-1) < timedelta(0), timedelta.max > timedelta.min)
print(hash(timedelta(hours=24)) == hash(timedelta(days=1)), timedelta(1) == 1, timedelta(1) != 'x')
t(lambda: timedelta(1) < 1)
t(lambda: timedelta(1) + 1)
t(lambda: 1 - timedelta(1))

# date
t(lambda: date(2024, 2, 29))
t(lambda: date(year=2023, month=12, day=31))
t(lambda: date(2024, day=1, month=5))
t(lambda: date(2023, 2, 29))
t(lambda: date(0, 1, 1))
t(lambda: date(10000, 1, 1))
t(lambda: date(2024, 0, 1))
t(lambda: date(2024, 13, 1))
t(lambda: date(2024, 4, 31))
t(lambda: date(2024, 1))
t(lambda: date(2024, 1, 1, 1))
t(lambda: date(2024.0, 1, 1))
t(lambda: date(True, True, True))
t(lambda: date(2024, 1, 1, year=3))
t(lambda: date(2024, 1, 1) + timedelta(days=1, hours=23))
t(lambda: date(2024, 1, 1) - timedelta(hours=1))
t(lambda: timedelta(days=366) + date(2024, 1, 1))
t(lambda: date(1, 1, 1) - timedelta(1))
t(lambda: date(9999, 12, 31) + timedelta(1))
t(lambda: date(2024, 3, 1) - date(2023, 3, 1))
t(lambda: date(2024, 3, 1) - datetime(2023, 3, 1))
t(lambda: datetime(2024, 3, 1) - date(2023, 3, 1))
t(lambda: date(2024, 1, 1) + date(2024, 1, 1))
print(date(2024, 1, 1) == datetime(2024, 1, 1), datetime(2024, 1, 1) == date(2024, 1, 1), date(2024, 1, 1) != datetime(2024, 1, 1))
t(lambda: date(2024, 1, 1) < datetime(2024, 1, 2))
t(lambda: datetime(2024, 1, 1) <= date(2024, 1, 2))
t(lambda: date(2024, 1, 1) < 5)
print(sorted([date(2024, 5, 1), date(2023, 1, 9), date(2024, 1, 2)]))
print(hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)), len({date(2024, 1, 1), date(2024, 1, 1), date(2024, 1, 2)}))
for n in (1, 59, 60, 365, 366, 730119, 3652059):
    d = date.fromordinal(n)
    print(n, d, d.toordinal(), d.weekday(), d.isoweekday())

# datetime
t(lambda: datetime(2024, 1, 1, 8, 30))
t(lambda: datetime(2024, 1, 1, 23, 59, 59, 999999, None))
t(lambda: datetime(2024, 1, 1, tzinfo=None, fold=1))
t(lambda: datetime(2024, 1, 1, fold=0, hour=5))
t(lambda: datetime(2024, 1, 1, 1, 2, 3, 4, None, 0))
t(lambda: datetime(2024, 1, 1, fold=2))
t(lambda: datetime(2024, 1, 1, 24))
t(lambda: datetime(2024, 1, 1, 0, 60))
t(lambda: datetime(2024, 1, 1, 0, 0, 60))
t(lambda: datetime(2024, 1, 1, 0, 0, 0, 1000000))
t(lambda: datetime(2024, 1, 1, -1))
t(lambda: datetime(2024, 2, 30, 25))
t(lambda: datetime(2024, 1, 1, tzinfo=1))
t(lambda: datetime(2024, 1, 1, tzinfo=timezone.utc))
t(lambda: datetime(2024, 1, 1, 0, 0, 0, 0, timezone.utc, 1))
t(lambda: datetime(2024, 1, 1, minute=1.0))
t(lambda: datetime(2024, 1))
t(lambda: datetime(2024, 1, 1, second=3, secnd=4))
a = datetime(2024, 1, 31, 23, 59, 59, 999999)
t(lambda: a + timedelta(microseconds=1))
t(lambda: a - timedelta(days=45, seconds=1))
t(lambda: timedelta(hours=-1) + a)
t(lambda: a - datetime(2000, 2, 29, 12))
t(lambda: datetime(2000, 2, 29, 12) - a)
t(lambda: datetime.max + timedelta(microseconds=1))
t(lambda: datetime.min - timedelta(microseconds=1))
t(lambda: datetime.min + timedelta.max)
t(lambda: datetime.max - datetime.min)
u = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
p = datetime(2024, 1, 1, 13, tzinfo=timezone(timedelta(hours=1)))
print(u == p, u < p, u - p, hash(u) == hash(p), u + timedelta(1), (u + timedelta(1)).tzinfo)
t(lambda: u - datetime(2024, 1, 1))
t(lambda: u < datetime(2024, 1, 1))
print(u == datetime(2024, 1, 1, 12), u != datetime(2024, 1, 1, 12))
print(sorted([datetime(2024, 1, 1, 9), datetime(2024, 1, 1, 8, 59, 59, 999999), datetime(2023, 12, 31, 23)]))
print(hash(datetime(2024, 1, 1)) == hash(datetime(2024, 1, 1, 0, 0, 0, 0)), len({a, a + timedelta(0), a - timedelta(1)}))
print(datetime(2024, 3, 10, 1).weekday(), datetime(2024, 3, 10).isoweekday(), datetime(2024, 3, 10).toordinal())

# subclasses keep their class through arithmetic, and build through
# the C constructor (with __init__ and attributes)
class D(date):
    pass
class DT(datetime):
    def __init__(self, *a, **k):
        self.note = 'made'
class TD(timedelta):
    pass
d = D(2024, 1, 1)
x = DT(2024, 1, 1, 5, minute=3)
y = TD(hours=1)
print(type(d + y).__name__, type(y + d).__name__, type(d - d).__name__, type(x + y).__name__, type(x - x).__name__,
      type(y + y).__name__, x.note, x, y, d)
d.extra = 1
print(d.extra, D(year=2024, month=2, day=3), TD(1.5), DT(2024, 1, 2, tzinfo=None).note)

# argument binding: CPython's order and words
t(lambda: date(2024, yaer=1))
t(lambda: date(year=1, month=1, day=1, x=2))
t(lambda: date())
t(lambda: date(2024, 1, day=1, month=2))
t(lambda: datetime(2024, yaer=1))
t(lambda: datetime(2024, 1, 1, 1, 1, 1, 1, None, fold=0, x=1))
t(lambda: datetime(2024, 1, 1, fold=0, x=1))
t(lambda: datetime(2024, 1, 1, 2, hour=3))
t(lambda: timedelta(1, 2, 3, 4, 5, 6, 7, x=1))
t(lambda: timedelta(x=1))
for k in (2**31 - 1, 2**31, -2**31, -2**31 - 1, 10**20, 1e10):
    t(lambda: timedelta(days=k))
t(lambda: timedelta(1) * 10**10)
t(lambda: timedelta(1) * (2**31 - 1))
t(lambda: timedelta(1) / 1e-10)

# fold: kept, shown, ignored by comparisons and hashes of naive values
f0 = datetime(2024, 11, 3, 1, 30)
f1 = datetime(2024, 11, 3, 1, 30, fold=1)
print(f1.fold, f0.fold, f0 == f1, f0 < f1, hash(f0) == hash(f1), repr(f1), f1.replace(fold=0).fold, (f1 + timedelta(0)).fold)
print(datetime(9999, 12, 31, 23, 59, 59, 999999, fold=1).year, datetime(9999, 12, 31, fold=1) > datetime(9999, 12, 30, 23))
