# copies of list / dict / tuple subclasses and namedtuples
import copy
from collections import namedtuple

class L(list):
    pass
l = L([1, [2]])
l.attr = 'x'
c = copy.copy(l)
d = copy.deepcopy(l)
print(type(c).__name__, c, c.attr, c[1] is l[1], type(d).__name__, d, d[1] is l[1], d.attr)
class Dct(dict):
    pass
m = Dct(a=[1])
m.note = 'n'
c = copy.copy(m)
d = copy.deepcopy(m)
print(type(c).__name__, c, c['a'] is m['a'], d, d['a'] is m['a'], d.note)
Point = namedtuple('Point', 'x y')
p = Point(1, [2])
c = copy.copy(p)
d = copy.deepcopy(p)
print(c, c is p, d, d.y is p.y, type(d).__name__)
class Err(Exception):
    pass
e = Err('msg', [1])
e.extra = 5
ce = copy.copy(e)
de = copy.deepcopy(e)
print(type(ce).__name__, ce.args, ce.extra, de.args, de.args[1] is e.args[1])
