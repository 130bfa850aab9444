import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for a in [(2024, 1, 2), (1, 1, 1), (9999, 12, 31), (2024, 2, 29), (2000, 2, 29)]:
    d = date(*a)
    print(repr(d), str(d), d.year, d.month, d.day)
for a in [(2023, 2, 29), (1900, 2, 29), (0, 1, 1), (10000, 1, 1), (2024, 0, 1), (2024, 13, 1), (2024, 1, 0), (2024, 1, 32), (2024, 4, 31), (-1, 1, 1), (2024,), (2024, 1), (), (2024.0, 1, 1), ('2024', 1, 1), (2024, 1, 1.5), (None, 1, 1)]:
    t(lambda: date(*a))
t(lambda: date(year=2024, month=5, day=6))
t(lambda: date(2024, 1, day=6))
print(date(True, True, True))
