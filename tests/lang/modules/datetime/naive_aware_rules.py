from datetime import datetime, time, timedelta, timezone

n = datetime(2024, 1, 1)
a = datetime(2024, 1, 1, tzinfo=timezone.utc)
print(n == a, a == n, n != a, a != n)
for f in [lambda: n < a, lambda: n <= a, lambda: a > n, lambda: a >= n, lambda: n - a, lambda: a - n,
          lambda: time(1) < time(1, tzinfo=timezone.utc), lambda: time(1) == time(1, tzinfo=timezone.utc)]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError', e)
print(a - a.astimezone(timezone(timedelta(hours=5))), n - n)
