import calendar

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

c = calendar.Calendar()
print(c.firstweekday, c.getfirstweekday(), list(c.iterweekdays()))
c.setfirstweekday(3)
print(c.firstweekday, list(c.iterweekdays()))
c = calendar.Calendar(6)
print(list(c.itermonthdates(2024, 2)))
print(list(c.itermonthdays(2024, 2)))
print(list(c.itermonthdays2(2024, 2)))
print(list(c.itermonthdays3(2024, 2))[:3], list(c.itermonthdays4(2024, 2))[-3:])
print(c.monthdatescalendar(2024, 12)[-1])
print(c.monthdays2calendar(2024, 1)[0])
print(len(c.yeardayscalendar(2024)), len(c.yeardayscalendar(2024, 4)), c.yeardayscalendar(2024)[0][0][0])
print(calendar.Calendar(9).firstweekday)
