import calendar

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

import time
for tt in [(1970, 1, 1, 0, 0, 0), (2024, 1, 2, 3, 4, 5), (1969, 12, 31, 23, 59, 59), (2000, 2, 29, 12, 0, 0), (2024, 1, 32, 0, 0, 0), (2024, 1, 1, 25, 0, 0)]:
    print(tt, calendar.timegm(tt + (0, 0, 0)))
print(calendar.timegm(time.gmtime(1234567890)))
t(lambda: calendar.timegm((2024, 13, 1, 0, 0, 0)))
