# attrgetter with dotted paths and several names; repr; missing attributes and bad names
from operator import attrgetter
class N:
    def __init__(self, **kw): self.__dict__.update(kw)
    def __repr__(self): return 'N'
o = N(a=1, b=N(c=N(d='deep')), name='obj')
print(attrgetter('a')(o), attrgetter('b.c.d')(o), attrgetter('a', 'b.c.d', 'name')(o), attrgetter('real')(5), attrgetter('imag', 'real')(3.5))
print(sorted([N(k=3), N(k=1), N(k=2)], key=attrgetter('k')) and [x.k for x in sorted([N(k=3), N(k=1), N(k=2)], key=attrgetter('k'))])
print(repr(attrgetter('a')), repr(attrgetter('a.b', 'c')), attrgetter('upper')('x')())
for name, target in [('missing', o), ('b.missing', o), ('b.c.d.e', o), ('a.b', o)]:
    try:
        print(attrgetter(name)(target))
    except AttributeError as e:
        print(type(e).__name__, e)
for bad in [(1,), (None,), ('a', 2), ()]:
    try:
        attrgetter(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
