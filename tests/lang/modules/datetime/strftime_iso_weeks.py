# date/datetime strftime: %G %g %V %U %W %u %w %j around every year boundary, against isocalendar
from datetime import date, timedelta
bad = 0
for y in range(1995, 2035):
    for d in [date(y, 1, 1) + timedelta(days=k) for k in range(-4, 8)]:
        s = d.strftime('%G %V %u')
        if tuple(int(v) for v in s.split()) != tuple(d.isocalendar()):
            bad += 1
        if d.month == 1 and d.day <= 4:
            print(d.strftime('%Y-%m-%d %a %G %g %V %U %W %u %w %j'))
print('bad', bad)
print(date(1, 1, 1).strftime('%G %g %V %C %Y %y'), date(9999, 12, 31).strftime('%G %g %V %C %Y %y'), date(99, 6, 1).strftime('%C|%Y|%G'))
