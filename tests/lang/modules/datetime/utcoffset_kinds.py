import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Zone(tzinfo):
    def __init__(self, off):
        self.off = off
    def utcoffset(self, dt):
        return self.off
    def tzname(self, dt):
        return None
    def dst(self, dt):
        return None
for off in [None, timedelta(0), timedelta(hours=2), timedelta(hours=-2, microseconds=5), timedelta(hours=23, minutes=59), timedelta(hours=24), timedelta(days=-1), 5]:
    x = datetime(2024, 3, 3, 3, 3, tzinfo=Zone(off))
    t(lambda: (x.utcoffset(), x.tzname(), x.dst(), x.isoformat(), x.strftime('[%z][%Z]')))
