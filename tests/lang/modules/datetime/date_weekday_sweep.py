import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = date(2023, 12, 20)
for i in range(40):
    x = d + timedelta(i)
    print(x, x.weekday(), x.isoweekday(), x.isocalendar(), x.strftime('%a %U %W %j'))
