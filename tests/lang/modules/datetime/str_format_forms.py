import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

x = datetime(2024, 7, 4, 9, 5)
print(str(x), '%s' % x, '{}'.format(x), f'{x}', f'{x!r}', f'{x.date()}', f'{x.time()}', f'{timedelta(1, 5)}')
print('{:%d.%m.%Y}'.format(x), f'{x:%H:%M}', f'{x.date():%A}', f'{x.time():%I %p}', repr(str(timedelta(0))))
t(lambda: format(timedelta(1), 'x'))
