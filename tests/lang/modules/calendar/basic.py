import calendar

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for y in [1900, 2000, 2023, 2024, 2100, 1, 9999]:
    print(y, calendar.isleap(y), calendar.leapdays(1, y), calendar.monthrange(y, 2), calendar.weekday(y, 12, 31))
print(calendar.leapdays(2000, 2000), calendar.leapdays(1900, 2100), calendar.leapdays(2010, 2001))
print(list(calendar.month_name), list(calendar.month_abbr), list(calendar.day_name), list(calendar.day_abbr))
print(calendar.MONDAY, calendar.SUNDAY, calendar.mdays, calendar.EPOCH)
print(calendar.weekday(10000, 1, 1), calendar.weekday(0, 1, 1))
t(lambda: calendar.monthrange(2024, 0))
t(lambda: calendar.monthrange(2024, 13))
t(lambda: calendar.weekday(2024, 13, 1))
e = None
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as ex:
    e = ex
print(isinstance(e, ValueError), e.month)
