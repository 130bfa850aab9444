# date.fromisocalendar / datetime.fromisocalendar: round trips with isocalendar over years, week 53, and the errors
from datetime import date, datetime
bad = 0
for y in range(1998, 2031):
    for w in (1, 2, 26, 52, 53):
        for d in (1, 4, 7):
            try:
                x = date.fromisocalendar(y, w, d)
            except ValueError as e:
                print(y, w, d, type(e).__name__, e)
                continue
            if tuple(x.isocalendar()) != (y, w, d):
                bad += 1
print('bad', bad)
print(date.fromisocalendar(2020, 53, 7), datetime.fromisocalendar(2024, 1, 1), type(datetime.fromisocalendar(2024, 1, 1)).__name__)
print(date.fromisocalendar(1, 1, 1), date.fromisocalendar(9999, 52, 5))
for args in [(2024, 0, 1), (2024, 54, 1), (2024, 1, 0), (2024, 1, 8), (0, 1, 1), (10000, 1, 1), (2021, 53, 1), (9999, 52, 6),
             (2024.0, 1, 1), ('2024', 1, 1)]:
    try:
        print(args, date.fromisocalendar(*args))
    except (ValueError, TypeError, OverflowError) as e:
        print(args, type(e).__name__, e)
