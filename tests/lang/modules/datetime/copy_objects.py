# copy and deepcopy of every datetime type (through their __reduce__), of subclasses, and inside containers
import copy
from datetime import date, datetime, time, timedelta, timezone
tz = timezone(timedelta(hours=5, minutes=30), 'IST')
objs = [date(2024, 2, 29), datetime(2024, 1, 2, 3, 4, 5, 678901), datetime(2024, 1, 2, 3, 4, 5, tzinfo=tz),
        time(23, 59, 59, 999999), time(1, 2, tzinfo=timezone.utc), timedelta(days=-3, seconds=5, microseconds=7),
        timedelta.max, date.min, datetime.max, tz, timezone.utc, datetime(2024, 11, 3, 1, 30, fold=1)]
for o in objs:
    c, d = copy.copy(o), copy.deepcopy(o)
    print(repr(c), c == o, d == o, type(d).__name__, getattr(d, 'fold', None), getattr(d, 'tzinfo', None) is getattr(o, 'tzinfo', None))
class MyDate(date):
    def label(self):
        return 'my ' + self.isoformat()
m = MyDate(2020, 5, 17)
print(type(copy.copy(m)).__name__, copy.deepcopy(m).label(), copy.deepcopy([m, m])[0] is copy.deepcopy([m, m])[1])
sched = {'start': datetime(2024, 3, 1, 9), 'slots': [timedelta(minutes=30)] * 3, 'days': {date(2024, 3, 1): ['a']}}
s2 = copy.deepcopy(sched)
s2['days'][date(2024, 3, 1)].append('b')
print(s2 == sched, sched['days'], s2['days'], s2['slots'][0] is s2['slots'][1])
for o in (datetime(2024, 11, 3, 1, 30, fold=1), time(1, 30, fold=1), datetime(2024, 11, 3, 1, 30, tzinfo=tz, fold=1)):
    print(copy.copy(o).fold, copy.deepcopy(o).fold, copy.deepcopy([o])[0].fold)
