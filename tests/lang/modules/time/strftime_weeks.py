# strftime's week numbers %U %W %V %G %g %u %w %j around every year boundary 1998-2030
import time, calendar
fmt = '%Y-%m-%d %a %j %U %W %V %G %g %u %w'
for y in range(1998, 2031):
    for m, d in [(1, 1), (1, 2), (1, 3), (1, 4), (1, 7), (12, 28), (12, 29), (12, 30), (12, 31)]:
        s = calendar.timegm((y, m, d, 12, 0, 0, 0, 0, 0))
        print(time.strftime(fmt, time.gmtime(s)))
