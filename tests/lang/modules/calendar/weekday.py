# calendar.weekday for many dates and its errors; agrees with datetime
import calendar, datetime
out = []
for y in range(1, 10000, 97):
    for m in (1, 2, 3, 6, 12):
        for d in (1, 15, 28):
            w = calendar.weekday(y, m, d)
            out.append(w)
            if w != datetime.date(y, m, d).weekday():
                print('differs', y, m, d)
print(len(out), out[:60], sum(out))
print(calendar.weekday(2024, 2, 29), calendar.weekday(1970, 1, 1), calendar.weekday(10000, 1, 1), calendar.weekday(12345, 6, 7),
      calendar.weekday(2000, 1, 1), calendar.weekday(True, 1, 1))
for args in [(2024, 13, 1), (2024, 0, 1), (2024, 2, 30), (2024, 1, 0), (0, 1, 1), (-1, 1, 1), ('2024', 1, 1), (2024, 1.0, 1)]:
    try:
        print(args, calendar.weekday(*args))
    except Exception as e:
        print(args, type(e).__name__, e)
