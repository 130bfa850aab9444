import calendar

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(calendar.month(2024, 2))
print(calendar.month(2024, 3, w=4, l=2))
print(calendar.month(1, 1))
print(calendar.TextCalendar(6).formatmonth(2025, 6))
tc = calendar.TextCalendar()
print(repr(tc.formatweekheader(2)), repr(tc.formatweekheader(9)), repr(tc.formatweekheader(1)), repr(tc.formatmonthname(2024, 5, 20)))
print(repr(calendar.weekheader(3)))
calendar.prmonth(2024, 7)
