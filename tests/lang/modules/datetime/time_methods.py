import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = time(3, 4, 5, 6789)
for ts in ['auto', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds', 'x']:
    t(lambda: x.isoformat(ts))
print(time(3, 4).isoformat(), time(3, 4, tzinfo=timezone(timedelta(hours=-5))).isoformat('minutes'))
print(x.replace(hour=5), x.replace(microsecond=0), x.replace(tzinfo=timezone.utc), repr(x.replace(fold=1)))
t(lambda: x.replace(hour=24))
print(x.strftime('%H|%M|%S|%f|%p|%I|%Y|%m|%d|%j|%a|%z|%Z'), format(x, '%H.%M'), format(x, ''))
y = time(3, 4, tzinfo=timezone(timedelta(hours=5, minutes=30), 'IST'))
print(y.strftime('%z %Z'), y.utcoffset(), y.dst(), y.tzname(), x.utcoffset(), x.dst(), x.tzname())
for s in ['03:04', '03:04:05', '03:04:05.123', '03:04:05.123456', '03', '030405', 'T03:04', '03:04:05+05:30', '03:04Z', '03:04:05-0800', '25:00', '03:4', 'x', '03:04:05.1234567']:
    t(lambda: time.fromisoformat(s))
