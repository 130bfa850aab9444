# Calendar iterators for months at the edges of the date range and every first weekday
import calendar
for fw in range(7):
    c = calendar.Calendar(fw)
    print(fw, list(c.iterweekdays()))
    print(list(c.itermonthdays(2024, 3)))
    print(list(c.itermonthdays2(2023, 2))[:9])
    print(list(c.itermonthdays3(2024, 12))[-8:])
    print(list(c.itermonthdays4(2024, 1))[:8])
    print([d.isoformat() for d in c.itermonthdates(2021, 5)][:3])
c = calendar.Calendar()
print(list(c.itermonthdays(1, 1))[:8], list(c.itermonthdays(9999, 12))[-8:])
print(list(c.itermonthdays3(1, 1))[:8])
print(list(c.itermonthdays4(9999, 12))[-5:])
for y, m in [(1, 1), (9999, 12)]:
    try:
        print([d.isoformat() for d in c.itermonthdates(y, m)][:3])
    except Exception as e:
        print(type(e).__name__, e)
for bad in [(2024, 13), (2024, 0)]:
    for f in (c.itermonthdays, c.itermonthdays2, c.monthdayscalendar):
        try:
            print(list(f(*bad)))
        except Exception as e:
            print(type(e).__name__, e)
