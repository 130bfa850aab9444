import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for a in [(2024, 1, 1), (2023, 1, 1), (2020, 12, 31), (2021, 1, 3), (2026, 12, 28), (2027, 1, 1), (1, 1, 1), (9999, 12, 31), (2015, 12, 31), (2016, 1, 3), (2008, 12, 29)]:
    c = date(*a).isocalendar()
    print(a, c, c.year, c.week, c.weekday, tuple(c), c[0], len(c), type(c).__name__)
y, w, d = date(2024, 6, 15).isocalendar()
print(y, w, d)
for a in [(2024, 1, 1), (2020, 53, 7), (2021, 53, 1), (2015, 53, 5), (2024, 0, 1), (2024, 1, 0), (2024, 1, 8), (0, 1, 1), (10000, 1, 1)]:
    t(lambda: date.fromisocalendar(*a))
print(datetime.fromisocalendar(2024, 10, 3))
