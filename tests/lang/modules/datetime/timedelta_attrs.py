import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = timedelta(1, 2, 3)
print(x.days, x.seconds, x.microseconds, timedelta.min, timedelta.max, timedelta.resolution)
for name in ['days', 'seconds', 'microseconds']:
    try:
        setattr(x, name, 5)
    except AttributeError as e:
        print('AttributeError')
print(type(x).__name__, timedelta.__name__, type(x) is timedelta)
