# monthcalendar for every month of several years and every first weekday
import calendar
for fw in range(7):
    calendar.setfirstweekday(fw)
    print('first', calendar.firstweekday())
    for y in (2023, 2024, 1900, 2000):
        for m in range(1, 13):
            mc = calendar.monthcalendar(y, m)
            print(y, m, len(mc), mc[0], mc[-1])
calendar.setfirstweekday(calendar.MONDAY)
for bad in [7, -1, 'x']:
    try:
        calendar.setfirstweekday(bad)
        print('set', bad)
    except Exception as e:
        print(type(e).__name__, e)
print(calendar.firstweekday())
for bad in [(2024, 13), (2024, 0)]:
    try:
        calendar.monthcalendar(*bad)
    except Exception as e:
        print(type(e).__name__, e)
