import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = date(2024, 1, 2)
print(d.__class__.__name__, date(2024, 1, 2).__format__(''), d.timetuple()[:3], list(d.timetuple()))
t(lambda: setattr(d, 'year', 5))
t(lambda: d.nope)
print(d.replace(year=2025) > d, date.today.__name__)
