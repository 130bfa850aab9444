# monthrange over all months of many years; IllegalMonthError and its attributes
import calendar
for y in (1, 4, 100, 1900, 2000, 2023, 2024, 2100, 9999):
    print(y, [calendar.monthrange(y, m) for m in range(1, 13)])
for m in [0, 13, -1, 100]:
    try:
        calendar.monthrange(2024, m)
    except calendar.IllegalMonthError as e:
        print(type(e).__name__, e, e.month, isinstance(e, ValueError), e.args)
for bad in [('2024', 1), (2024, '1'), (2024, 1.5)]:
    try:
        print(calendar.monthrange(*bad))
    except Exception as e:
        print(type(e).__name__, e)
print(calendar.mdays, calendar.January, calendar.February, calendar.error is ValueError)
e = calendar.IllegalMonthError(15)
print(str(e), repr(e.month))
w = calendar.IllegalWeekdayError(9)
print(str(w), w.weekday, isinstance(w, ValueError))
