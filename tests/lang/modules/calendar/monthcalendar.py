import calendar

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for y, m in [(2024, 1), (2024, 2), (2023, 2), (2021, 2), (2024, 9), (2024, 12)]:
    print(y, m, calendar.monthcalendar(y, m))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.monthcalendar(2024, 3))
calendar.setfirstweekday(0)
t(lambda: calendar.setfirstweekday(7))
t(lambda: calendar.setfirstweekday(-1))
print(calendar.firstweekday())
