import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s, f in [('2024-01-02 03:04:05', '%Y-%m-%d %H:%M:%S'), ('02/01/24', '%d/%m/%y'), ('Jan 2 2024', '%b %d %Y'), ('January 2, 2024', '%B %d, %Y'),
             ('2024-01-02T03:04:05.123', '%Y-%m-%dT%H:%M:%S.%f'), ('3:04 PM', '%I:%M %p'), ('12:00 am', '%I:%M %p'), ('2024 032', '%Y %j'),
             ('Tue Jan  2 03:04:05 2024', '%c'), ('01/02/24', '%x'), ('03:04:05', '%X'), ('2024-01-02 +0530', '%Y-%m-%d %z'), ('2024-01-02 -08:00', '%Y-%m-%d %z'),
             ('2024-01-02 Z', '%Y-%m-%d %z'), ('2024-01-02 UTC', '%Y-%m-%d %Z'), ('2024 1 2', '%Y %W %w'), ('2024 0 0', '%Y %U %w'), ('2024-W05-3', '%G-W%V-%u'),
             ('69', '%y'), ('68', '%y'), ('2024%', '%Y%%'), ('  2024', ' %Y'), ('2024', '%Y'), ('', ''), ('Monday 2024 05', '%A %Y %W'),
             ('x', '%Y'), ('2024-01', '%Y'), ('2024', '%Y-%m'), ('2024', '%Q'), ('2024', '%Y%'), ('Feb 29', '%b %d'), ('2023-02-29', '%Y-%m-%d'), ('13', '%m'), ('24:00', '%H:%M')]:
    t(lambda: datetime.strptime(s, f))
t(lambda: datetime.strptime(5, '%Y'))
t(lambda: datetime.strptime('2024', 5))
print(datetime.strptime('2024-01-02 +0530', '%Y-%m-%d %z').utcoffset(), datetime.strptime('2024-01-02 +0000', '%Y-%m-%d %z').tzinfo)
