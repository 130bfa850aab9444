# firstweekday on Calendar objects: property, setter, modulo behaviour, the module-level setting
import calendar
c = calendar.Calendar()
for v in [0, 3, 6, 7, 8, -1, 13, 100]:
    c.firstweekday = v
    print(v, c.firstweekday, c.getfirstweekday(), list(c.iterweekdays()))
for v in [2, 9, -3]:
    c.setfirstweekday(v)
    print(v, c.getfirstweekday(), list(c.iterweekdays())[:2])
print(calendar.Calendar(10).getfirstweekday(), calendar.TextCalendar(-1).getfirstweekday(), calendar.TextCalendar(-1).formatweekheader(2))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.weekheader(3), calendar.monthcalendar(2024, 9)[0])
calendar.setfirstweekday(0)
print(calendar.firstweekday(), calendar.weekheader(3))
for bad in [7, -1, 1.5, 'x']:
    try:
        calendar.setfirstweekday(bad)
    except Exception as e:
        print(type(e).__name__, e)
