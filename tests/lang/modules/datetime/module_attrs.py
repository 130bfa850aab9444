import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(D.MINYEAR, D.MAXYEAR, D.date.__name__, D.datetime.__name__, D.timedelta.__name__, D.timezone.__name__, D.tzinfo.__name__, D.time.__name__)
print(repr(D.date), repr(D.datetime), repr(D.timedelta), repr(D.timezone), repr(D.tzinfo), repr(D.time))
print(D.date.__module__, D.datetime.__module__, type(date(2024, 1, 1)).__module__)
print(issubclass(timezone, tzinfo), issubclass(datetime, date))
print(type(D.UTC).__name__, D.timezone.utc is D.UTC)
