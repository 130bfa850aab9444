import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['2024-01-02', '20240102', '2024-W01', '2024-W01-3', '2024W01', '2024W013', '2020-W53-7', '0001-01-01', '9999-12-31',
          '2024-1-02', '2024-01-2', '2024/01/02', '2024-13-01', '2024-02-30', '24-01-02', '2024-01-02T00:00', '', 'x', '2024-W54-1', '2024-W01-8', '2024-01-02 ', '２０２４-01-02', '2024-0102', '202401-02']:
    t(lambda: date.fromisoformat(s))
t(lambda: date.fromisoformat(None))
t(lambda: date.fromisoformat(b'2024-01-02'))
d = date(2024, 1, 2)
print(date.fromisoformat(d.isoformat()) == d)
