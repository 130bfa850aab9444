from datetime import datetime, date, timezone
for f in ['%Y-W%W %a', '%Y-%m-%d %H:%M:%S.%f', '%y %I %p %j %w %u %U %A %B %b %h %%', 'x%', '', 'é%Yé', '%-d %e %G %V %Z', '%c %x %X']:
    for t in [datetime(2024,1,1,8,0), datetime(5,12,31,23,59,59,7), date(2023,7,4), datetime(2024,3,1,tzinfo=timezone.utc)]:
        print(repr(t.strftime(f)), format(t, f))
try:
    date(2024,1,1).strftime()
except TypeError as e:
    print(e)
try:
    date(2024,1,1).strftime(1)
except TypeError as e:
    print(e)
print(date(2024,1,1).strftime(format='%d'))
