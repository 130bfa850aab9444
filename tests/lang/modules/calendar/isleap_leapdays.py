# isleap and leapdays over many years and ranges, including reversed and negative ranges
import calendar
print([y for y in range(1880, 2110) if calendar.isleap(y)])
print([calendar.isleap(y) for y in (0, -4, -100, -400, 1, 4, 100, 400, 1600, 1700, 1800, 1900, 2000, 2100, 2400, 10**20, 10**20 + 4)])
for a, b in [(1, 1), (1, 5), (2000, 2001), (2000, 2004), (2001, 2004), (2001, 2005), (1900, 2000), (1600, 2400), (2024, 2000),
             (0, 1), (-400, 0), (-5, 5), (1, 10000), (2024, 2024), (10**6, 10**6 + 400)]:
    print(a, b, calendar.leapdays(a, b), sum(calendar.isleap(y) for y in range(a, b)) if b - a < 100000 and b >= a else None)
for bad in [('x', 1), (1, 'y'), (1.5, 3), (None, 1)]:
    try:
        print(calendar.leapdays(*bad))
    except TypeError as e:
        print(type(e).__name__, e)
for bad in ['x', 1.5, None]:
    try:
        print(calendar.isleap(bad))
    except TypeError as e:
        print(type(e).__name__, e)
