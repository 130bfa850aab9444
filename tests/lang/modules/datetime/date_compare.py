import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a, b = date(2024, 1, 2), date(2024, 1, 3)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == date(2024, 1, 2), hash(a) == hash(date(2024, 1, 2)))
print(a == 5, a != 'x', a == datetime(2024, 1, 2), datetime(2024, 1, 2) == a, a != datetime(2024, 1, 2))
t(lambda: a < 5)
t(lambda: a < datetime(2024, 1, 2))
t(lambda: datetime(2024, 1, 2) < a)
t(lambda: a >= datetime(2024, 1, 2))
t(lambda: datetime(2024, 1, 2) <= a)
print(sorted([date(2024, 5, 1), date(2023, 1, 1), date(2024, 1, 1)]), max(a, b))
print(len({a, b, date(2024, 1, 2)}), {a: 1}[date(2024, 1, 2)])
