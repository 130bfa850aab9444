import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = datetime(2024, 1, 2, 3, 4, 5, 6789)
for ts in ['auto', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds', 'bad']:
    t(lambda: x.isoformat(timespec=ts))
print(x.isoformat(' '), x.isoformat('x'), datetime(2024, 1, 2).isoformat(), str(datetime(2024, 1, 2)))
t(lambda: x.isoformat('ab'))
t(lambda: x.isoformat(''))
t(lambda: x.isoformat(5))
for tz in [timezone.utc, timezone(timedelta(hours=5, minutes=30)), timezone(timedelta(hours=-8)), timezone(timedelta(seconds=-1)), timezone(timedelta(minutes=1, seconds=1, microseconds=1))]:
    y = x.replace(tzinfo=tz)
    print(y.isoformat(), str(y), y.isoformat(timespec='minutes'))
