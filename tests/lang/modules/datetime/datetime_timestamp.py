import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for ts in [0, 1, -1, 86400, 1700000000, 1700000000.5, 1.25, -1.5, 0.0000005, 0.0000015, 1e-7, 253402300799, -62135596800, 1234567890.123456]:
    print(ts, repr(datetime.utcfromtimestamp(ts)), repr(datetime.fromtimestamp(ts, timezone.utc)), date.fromtimestamp(abs(ts)) if ts >= 0 else '')
for ts in [1e20, -1e20, float('nan'), 'x', None]:
    t(lambda: datetime.utcfromtimestamp(ts))
print(datetime(1970, 1, 1, tzinfo=timezone.utc).timestamp(), datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=timezone.utc).timestamp())
print(datetime(2024, 1, 2, tzinfo=timezone(timedelta(hours=5))).timestamp())
print(repr(datetime.fromtimestamp(86400 * 365, timezone(timedelta(hours=-3)))))
x = datetime(2024, 6, 1, 12, tzinfo=timezone.utc)
print(datetime.fromtimestamp(x.timestamp(), timezone.utc) == x)
