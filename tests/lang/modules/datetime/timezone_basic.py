import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for off in [timedelta(0), timedelta(hours=1), timedelta(hours=-5, minutes=-30), timedelta(minutes=90), timedelta(seconds=1), timedelta(hours=23, minutes=59), timedelta(microseconds=-1)]:
    z = timezone(off)
    print(repr(z), str(z), z.utcoffset(None), z.dst(None), z.tzname(None))
z = timezone(timedelta(hours=2), 'EET')
print(repr(z), str(z), z.tzname(None), z == timezone(timedelta(hours=2)), hash(z) == hash(timezone(timedelta(hours=2))))
print(timezone.utc, repr(timezone.utc), timezone(timedelta(0)) is timezone.utc, timezone(timedelta(0), 'UTC') is timezone.utc, repr(timezone(timedelta(0), 'Z')))
print(repr(timezone.min), repr(timezone.max), D.UTC is timezone.utc, D.MINYEAR, D.MAXYEAR)
for a in [(timedelta(hours=24),), (timedelta(hours=-24),), (5,), (timedelta(1), 5), ()]:
    t(lambda: timezone(*a))
t(lambda: z.utcoffset(5))
t(lambda: z.tzname(date(2024, 1, 1)))
print(z.utcoffset(datetime(2024, 1, 1)), isinstance(z, tzinfo), z.fromutc(datetime(2024, 1, 1, tzinfo=z)))
t(lambda: z.fromutc(datetime(2024, 1, 1)))
t(lambda: z.fromutc(5))
