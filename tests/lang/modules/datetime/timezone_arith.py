import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

z = [timezone(timedelta(hours=h)) for h in (-11, -3, 0, 4, 13)]
base = datetime(2024, 5, 5, 5, 5, tzinfo=timezone.utc)
for a in z:
    x = base.astimezone(a)
    print(x, x - base, x.utcoffset(), [str(x - base.astimezone(b)) for b in z], x.timetuple().tm_isdst)
