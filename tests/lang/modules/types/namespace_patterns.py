# SimpleNamespace as a record: built from dicts, compared, sorted by attribute, copied, mutated through __dict__
import copy
from types import SimpleNamespace as NS
from operator import attrgetter
rows = [NS(**r) for r in [{'name': 'b', 'age': 30}, {'name': 'a', 'age': 25}, {'name': 'c', 'age': 30}]]
print(sorted(rows, key=attrgetter('age', 'name')), max(rows, key=lambda r: r.age).name)
r = rows[0]
r.__dict__['extra'] = True
r.__dict__.update(age=31)
print(r, getattr(r, 'missing', None), hasattr(r, 'extra'), 'age' in r.__dict__, list(r.__dict__))
c, dc = copy.copy(r), copy.deepcopy(NS(items=[1, 2], inner=NS(v=1)))
c.name = 'changed'
print(r.name, c.name, c == r, dc, type(dc).__name__)
for key in ['name', 'age']:
    setattr(r, key, getattr(r, key) * 2)
print(r, NS(a=1) == NS(a=1.0), NS(a=[1]) == NS(a=[1]), NS(x=NS()) == NS(x=NS()))
try:
    NS(**{'not an identifier': 1})
    print('made')
except TypeError as e:
    print(type(e).__name__, e)
print(getattr(NS(**{'not an identifier': 1}), 'not an identifier'))
try:
    NS(**{1: 2})
except TypeError as e:
    print(type(e).__name__, e)
