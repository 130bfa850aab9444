import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = datetime(2024, 1, 2, 3, 4, 5, 6)
print(x.date(), repr(x.date()), repr(x.time()), repr(x.timetz()), x.weekday(), x.isoweekday(), x.isocalendar(), x.toordinal(), x.ctime())
print(x.timetuple(), x.utctimetuple())
print(x.replace(year=2000), x.replace(microsecond=0), repr(x.replace(tzinfo=timezone.utc)), repr(x.replace(fold=1)))
t(lambda: x.replace(month=13))
t(lambda: x.replace(tzinfo=3))
print(datetime.combine(date(2024, 1, 2), time(3, 4)), repr(datetime.combine(date(2024, 1, 2), time(3, 4, tzinfo=timezone.utc))), repr(datetime.combine(date(2024, 1, 2), time(3, 4, tzinfo=timezone.utc), tzinfo=None)))
print(datetime.combine(x, time(5)))
t(lambda: datetime.combine(1, time()))
t(lambda: datetime.combine(date(2024, 1, 1), 1))
print(x.utcoffset(), x.dst(), x.tzname(), datetime.fromordinal(738887), repr(datetime.fromordinal(5)))
u = x.replace(tzinfo=timezone(timedelta(hours=2), 'X'))
print(u.utcoffset(), u.dst(), u.tzname(), u.timetuple(), u.utctimetuple())
