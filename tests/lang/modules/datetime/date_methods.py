import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = date(2024, 1, 2)
print(d.weekday(), d.isoweekday(), d.toordinal(), d.isoformat(), d.ctime(), d.timetuple())
print(d.replace(day=31), d.replace(year=2023, month=12), d.replace())
t(lambda: d.replace(month=2, day=30))
t(lambda: d.replace(year=0))
for y in [1, 4, 100, 400, 1582, 1900, 1970, 2000, 2023, 2024, 9999]:
    x = date(y, 3, 1)
    print(y, x.toordinal(), date.fromordinal(x.toordinal()), x.weekday(), (x - timedelta(1)).day)
print(date.min, date.max, date.resolution, date.min.toordinal(), date.max.toordinal())
t(lambda: date.fromordinal(0))
t(lambda: date.fromordinal(3652060))
t(lambda: date.fromordinal(1.0))
print(date.fromordinal(738887), date.fromordinal(1))
