# TextCalendar.formatyear / calendar.calendar with column counts and widths
import calendar
print(calendar.calendar(2024))
print(calendar.calendar(2023, 3, 1, 4, 4))
tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatyear(2000, 2, 1, 6, 2))
print(tc.formatyear(1999, m=6))
print(repr(calendar.TextCalendar().formatyear(2025, w=1, l=0, c=1, m=1)[:400]))
