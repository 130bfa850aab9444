# Subclasses of the C-backed types: __slots__, mixins, instance
# attributes, layout conflicts, and the values staying right under
# collections (many objects, attribute dicts and slots traced).
from datetime import date, datetime, timedelta

class S(date):
    __slots__ = ('tag', 'n')
s = S(2024, 5, 6)
s.tag = 'x'
s.n = [1, 2]
print(s, s.tag, s.n, s.year, s + timedelta(1), type(s + timedelta(1)).__name__)
try:
    s.other = 1
except AttributeError as e:
    print('AttributeError', e)
try:
    print(s.missing)
except AttributeError as e:
    print('AttributeError', e)

class Mixin:
    def describe(self):
        return '%s/%s' % (type(self).__name__, self.isoformat())
class M(Mixin, datetime):
    pass
m = M(2024, 1, 2, 3, 4, 5)
print(m.describe(), m.hour, m == datetime(2024, 1, 2, 3, 4, 5), isinstance(m, date))

class Deep(S):
    pass
d = Deep(2020, 2, 29)
d.extra = {'k': 1}
print(d, d.extra, d.weekday(), d.replace(year=2021, day=28), Deep.fromordinal(5))

try:
    class X(date, timedelta):
        pass
except TypeError as e:
    print('TypeError', e)
try:
    class Y(timedelta, datetime):
        pass
except TypeError as e:
    print('TypeError', e)

class Both(datetime, date):
    pass
print(Both(2024, 1, 1, 12))

class TDS(timedelta):
    __slots__ = ('note',)
t = TDS(hours=5)
t.note = 'n'
print(t, t.note, t.seconds, -t, t * 2, type(t + t).__name__)

keep = []
for i in range(600):
    x = S(2000 + i % 100, 1 + i % 12, 1 + i % 28)
    x.tag = str(i)
    x.n = [i]
    y = Deep(2000, 1, 1)
    y.extra = (i, str(i))
    keep.append((x, y, M(2024, 1, 1, i % 24), TDS(i)))
print(len(keep), keep[599][0].tag, keep[599][0].n, keep[234][1].extra, keep[77][2].hour, keep[5][3].days)
print(sum(k[0].n[0] for k in keep), sorted(k[0] for k in keep)[:2])
