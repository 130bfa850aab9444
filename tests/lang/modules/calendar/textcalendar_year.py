import calendar

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(calendar.calendar(2024))
print(calendar.TextCalendar(6).formatyear(2023, 3, 1, 2, 4))
