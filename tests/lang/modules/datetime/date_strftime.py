import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = date(2024, 1, 2)
for f in ['%Y-%m-%d', '%a %A %b %B', '%j %U %W %w %u', '%y %C %G %g %V', '%c', '%x', '%X', '%H:%M:%S %p %I', '%%', '%f', '%z|%Z', '%e', '%D %F %T %R', '%h', 'plain', '', '%', 'x%', '%-d %-m %_d', '%Q']:
    print(repr(f), repr(d.strftime(f)), repr(format(d, f)), repr(f'{d:{f}}') if f else '')
for x in [date(2023, 12, 31), date(2024, 12, 30), date(1900, 1, 1), date(5, 6, 7), date(999, 1, 1)]:
    print(x.strftime('%Y %G %V %U %W %j %a %c'))
t(lambda: d.strftime(5))
t(lambda: format(d, 5))
print(format(d, ''), str(d), '{:%d/%m}'.format(d))
