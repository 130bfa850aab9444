import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = datetime(2024, 1, 2, 15, 4, 5, 6789)
for f in ['%Y-%m-%d %H:%M:%S.%f', '%a %A %b %B %p %I %y', '%j %U %W %w', '%c', '%x', '%X', '%z%Z', '%%Y', '%G-W%V-%u', '%s' if False else '%D', '%l %k %e']:
    print(repr(f), x.strftime(f))
y = x.replace(tzinfo=timezone(timedelta(hours=-3, minutes=-30)))
print(y.strftime('%z %Z'), x.replace(tzinfo=timezone.utc).strftime('%z %Z'), x.replace(tzinfo=timezone(timedelta(hours=1), 'CET')).strftime('%z|%Z'))
print(x.replace(tzinfo=timezone(timedelta(seconds=30))).strftime('%z'))
for h in [0, 1, 11, 12, 13, 23]:
    print(h, x.replace(hour=h).strftime('%I %p %l'))
for d in range(1, 15):
    z = datetime(2023, 12, 25) + timedelta(days=d)
    print(z.strftime('%a %d %j %U %W %V %G'))
print(f'{x:%Y/%m/%d}', '{:%H}'.format(x), format(x, ''))
