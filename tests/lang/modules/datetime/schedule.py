import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

# a small schedule: recurring meetings, sorted and grouped by ISO week
start = datetime(2024, 1, 1, 9)
events = []
for i in range(60):
    when = start + timedelta(days=i * 3 % 50, hours=i % 8, minutes=15 * (i % 4))
    events.append((when, 'event %d' % i, timedelta(minutes=30 + 15 * (i % 3))))
events.sort()
week = None
for when, name, dur in events:
    w = when.isocalendar()[1]
    if w != week:
        week = w
        print('== week', w)
    end = when + dur
    print(when.strftime('%a %d %b %H:%M'), '-', end.strftime('%H:%M'), name, str(dur))
busy = sum((d for _, _, d in events), timedelta())
print('total', busy, busy.total_seconds() / 3600)
print(max(events)[0] - min(events)[0])
