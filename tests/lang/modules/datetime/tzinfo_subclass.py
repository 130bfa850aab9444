import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Fixed(tzinfo):
    def __init__(self, minutes, name):
        self._off = timedelta(minutes=minutes)
        self._name = name
    def utcoffset(self, dt):
        return self._off
    def dst(self, dt):
        return timedelta(0)
    def tzname(self, dt):
        return self._name
    def __repr__(self):
        return 'Fixed(%s)' % self._name

class US(tzinfo):
    # a toy daylight-saving zone: UTC-5, UTC-4 from April to October
    def utcoffset(self, dt):
        return timedelta(hours=-5) + self.dst(dt)
    def dst(self, dt):
        if dt is not None and 4 <= dt.month <= 10:
            return timedelta(hours=1)
        return timedelta(0)
    def tzname(self, dt):
        return 'EDT' if self.dst(dt) else 'EST'

f = Fixed(330, 'IST')
x = datetime(2024, 1, 2, 3, 4, tzinfo=f)
print(repr(x), x, x.utcoffset(), x.tzname(), x.dst(), x.strftime('%z %Z'), x.timetuple().tm_isdst)
u = US()
for m in [1, 4, 7, 11]:
    y = datetime(2024, m, 1, 12, tzinfo=u)
    print(y, y.tzname(), y.utcoffset(), y.dst(), y.astimezone(timezone.utc), y.timestamp(), y.timetuple().tm_isdst)
z = datetime(2024, 7, 1, 16, tzinfo=timezone.utc).astimezone(u)
print(z, z.tzname())
print(datetime(2024, 1, 1, 12, tzinfo=f) == datetime(2024, 1, 1, 6, 30, tzinfo=timezone.utc))
print(x.astimezone(Fixed(-60, 'M1')), repr(time(1, tzinfo=f)), time(1, tzinfo=f).utcoffset())
class Bad(tzinfo):
    def utcoffset(self, dt):
        return 5
    def tzname(self, dt):
        return 5
    def dst(self, dt):
        return timedelta(hours=25)
b = datetime(2024, 1, 1, tzinfo=Bad())
t(lambda: b.utcoffset())
t(lambda: b.tzname())
t(lambda: b.dst())
t(lambda: b.isoformat())
class Nothing(tzinfo):
    pass
n = datetime(2024, 1, 1, tzinfo=Nothing())
t(lambda: n.utcoffset())
t(lambda: n.tzname())
t(lambda: n.dst())
t(lambda: tzinfo().utcoffset(None))
print(repr(n.replace(tzinfo=None)), isinstance(f, tzinfo))
