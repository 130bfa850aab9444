# replace(), datetime.date(), date.fromordinal() (C in _datetime) against
# CPython: binding errors, value errors, subclasses through their constructor.
from datetime import date, datetime, timedelta, timezone

def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

d = date(2024, 1, 31)
x = datetime(2024, 1, 31, 10, 20, 30, 40)
u = datetime(2024, 1, 31, 10, tzinfo=timezone.utc, fold=1)
t(lambda: d.replace())
t(lambda: d.replace(2023))
t(lambda: d.replace(month=2))
t(lambda: d.replace(day=29, month=2))
t(lambda: d.replace(2023, 2, 28))
t(lambda: d.replace(1, 2, 3, 4))
t(lambda: d.replace(x=1))
t(lambda: d.replace(2024, year=3))
t(lambda: d.replace(month=2.0))
t(lambda: d.replace(year=0))
t(lambda: x.replace(hour=0))
t(lambda: x.replace(microsecond=0, second=0))
t(lambda: x.replace(tzinfo=timezone.utc))
t(lambda: u.replace(tzinfo=None))
t(lambda: u.replace(hour=3))
t(lambda: u.replace(fold=0))
t(lambda: x.replace(fold=1))
t(lambda: x.replace(fold=2))
t(lambda: x.replace(1, 1, 1, 1, 1, 1, 1, None, 0))
t(lambda: x.replace(tzinfo=5))
t(lambda: x.replace(day=31, month=2))
t(lambda: x.replace(2020, 2, 29, 23, 59, 59, 999999, None))
t(lambda: x.replace(hours=1))
t(lambda: x.date())
t(lambda: u.date())
t(lambda: x.date(1))
t(lambda: d.date())
for n in (1, 2, 31, 32, 59, 60, 61, 365, 366, 367, 1461, 146097, 146098, 730120, 3652059):
    t(lambda: date.fromordinal(n))
    t(lambda: datetime.fromordinal(n))
t(lambda: date.fromordinal())
t(lambda: date.fromordinal(1, 2))
t(lambda: date.fromordinal(n=1))
t(lambda: date.fromordinal(0))
t(lambda: date.fromordinal(-5))
t(lambda: date.fromordinal(3652060))
t(lambda: date.fromordinal(10**20))
t(lambda: date.fromordinal(1.0))
t(lambda: date.fromordinal(True))
t(lambda: d.fromordinal(5))

class D(date):
    def __new__(cls, y, m, d):
        print('D.__new__', y, m, d)
        return super().__new__(cls, y, m, d)
class DT(datetime):
    def __init__(self, *a, **k):
        print('DT.__init__', a, k)
t(lambda: D(2024, 1, 1).replace(day=5))
t(lambda: D.fromordinal(700000))
t(lambda: DT(2024, 1, 1).replace(hour=5))
t(lambda: DT(2024, 1, 1).replace(fold=1))
t(lambda: DT(2024, 1, 1).date())
t(lambda: DT.fromordinal(800000))
for n in (10**12, 2**47 - 1, 2**47, 2**40, -2**40, -2**31, -2**31 - 1, 2**31 - 1, 2**31, -10**20, 2**63, 2**63 - 1):
    t(lambda: date.fromordinal(n))
