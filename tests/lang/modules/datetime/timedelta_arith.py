import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = timedelta(days=1, hours=2)
b = timedelta(minutes=30)
print(a + b, a - b, b - a, -a, +a, abs(-a), abs(b))
print(a * 2, 2 * a, a * -1, a * 0.5, 0.5 * a, a * 1.3, b * 3.3333)
print(a / 2, a / 3, a / 0.7, a / b, b / a, a // b, a // 7, a % b, divmod(a, b), divmod(-a, b))
print(timedelta(microseconds=3) / 2, timedelta(microseconds=5) / 2, timedelta(microseconds=-3) / 2, timedelta(microseconds=7) * 0.5)
print(timedelta(seconds=1) / -3, timedelta(seconds=1) // -3, -timedelta(microseconds=1) // 2)
t(lambda: a / 0)
t(lambda: a // 0)
t(lambda: a / timedelta(0))
t(lambda: a // timedelta(0))
t(lambda: a % timedelta(0))
t(lambda: divmod(a, timedelta(0)))
t(lambda: a / 0.0)
t(lambda: a + 1)
t(lambda: 1 - a)
t(lambda: a * 'x')
t(lambda: a * None)
t(lambda: a / 'x')
t(lambda: timedelta.max + timedelta(1))
t(lambda: timedelta.min - timedelta(1))
t(lambda: timedelta.max * 2)
t(lambda: a % 2)
