import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['2024-01-02', '2024-01-02T03', '2024-01-02T03:04', '2024-01-02T03:04:05', '2024-01-02 03:04:05.5', '2024-01-02T03:04:05.123456',
          '2024-01-02T03:04:05.1234567', '2024-01-02T03:04:05,25', '20240102T030405', '20240102T0304', '2024-01-02T03:04:05Z', '2024-01-02T03:04:05+05:30',
          '2024-01-02T03:04:05-08:00', '2024-01-02T03:04:05+0530', '2024-01-02T03:04:05+05', '2024-01-02T03:04:05+05:30:15', '2024-01-02T03:04:05+05:30:15.5',
          '2024-W01-2T03:04', '2024W012T03', '2024-01-02T', '2024-01-02T25:00', '2024-01-02T03:04:05+24:00', 'x', '', '2024-01-02X03:04', '2024-01-02T03:04:05.', '2024-01-02T03:04:05+00:00']:
    t(lambda: datetime.fromisoformat(s))
t(lambda: datetime.fromisoformat(5))
x = datetime(2024, 5, 6, 7, 8, 9, 10, tzinfo=timezone(timedelta(hours=3)))
print(datetime.fromisoformat(x.isoformat()) == x, datetime.fromisoformat(str(x)))
