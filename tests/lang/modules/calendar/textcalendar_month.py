# TextCalendar.formatmonth and calendar.month with widths, line spacing and first weekdays
import calendar
for fw in (0, 6, 3):
    tc = calendar.TextCalendar(fw)
    for y, m in [(2024, 2), (2023, 12), (1900, 1), (2026, 3)]:
        for w, l in [(0, 0), (2, 1), (3, 1), (4, 2), (1, 0)]:
            print(repr(tc.formatmonth(y, m, w, l)))
print(calendar.month(2024, 7), calendar.month(2024, 7, 4, 2))
print(repr(calendar.TextCalendar().formatweek([(0, 0), (1, 1), (2, 2), (30, 3), (31, 4), (0, 5), (0, 6)], 3)))
print(repr(calendar.week([(5, 0), (6, 1)], 2)), repr(calendar.weekheader(2)), repr(calendar.weekheader(9)), repr(calendar.weekheader(1)))
tc = calendar.TextCalendar()
print([repr(tc.formatweekday(d, w)) for d in range(7) for w in (1, 2, 3, 9, 12)][:20])
print(repr(tc.formatmonthname(2024, 9, 20)), repr(tc.formatmonthname(2024, 9, 20, False)), repr(tc.formatmonthname(2024, 9, 5)))
print(repr(tc.formatday(0, 0, 3)), repr(tc.formatday(7, 2, 3)), repr(tc.formatday(17, 2, 5)))
