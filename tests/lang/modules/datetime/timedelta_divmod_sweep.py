import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for a in range(-7, 8, 3):
    for b in [1, 2, 7, -3]:
        x = timedelta(hours=a, microseconds=a * 37)
        y = timedelta(minutes=b * 11)
        print(a, b, x // y, x % y, divmod(x, y), x / y, x // b, x / b)
