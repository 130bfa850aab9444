import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

# ordinal <-> date round trips over leap-year edges
for y in [1, 2, 3, 4, 99, 100, 101, 399, 400, 401, 1600, 1700, 1800, 1900, 2000, 2100, 2400, 9999]:
    for m, d in [(1, 1), (2, 28), (3, 1), (12, 31)]:
        x = date(y, m, d)
        n = x.toordinal()
        print(y, m, d, n, date.fromordinal(n) == x, x.weekday(), x.timetuple().tm_yday)
    t(lambda: date(y, 2, 29))
