def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

import calendar
for y in [1999, 2000, 2015]:
    for m in range(1, 13, 5):
        print(calendar.month(y, m, 3))
