import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = datetime(2024, 1, 1, 12)
b = datetime(2024, 1, 1, 12, 0, 0, 1)
print(a < b, a == b, a != b, a <= a, b > a, hash(a) == hash(datetime(2024, 1, 1, 12)))
u = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
e = datetime(2024, 1, 1, 7, tzinfo=timezone(timedelta(hours=-5)))
print(u == e, hash(u) == hash(e), u < e, u <= e, a == u, u != a)
t(lambda: a < u)
t(lambda: u > a)
t(lambda: a < 1)
t(lambda: a < date(2024, 1, 1))
print(a == date(2024, 1, 1), a == 'x')
xs = [datetime(2024, 3, 1), datetime(2023, 3, 1, 5), datetime(2024, 1, 1, 0, 0, 1), datetime(2024, 1, 1)]
print(sorted(xs), min(xs), max(xs))
print(len({u, e, a}), {u: 1}[e])
