# operator.attrgetter: plain and dotted names, several names, repr
from operator import attrgetter

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class P:
    def __init__(self, name, child=None):
        self.name = name
        self.child = child
p = P('root', P('kid', P('grandkid')))
print(attrgetter('name')(p), attrgetter('child.name')(p), attrgetter('child.child.name')(p))
print(attrgetter('name', 'child.name')(p))
print(attrgetter('real', 'imag')(5), attrgetter('real')(2.5))
ps = [P('b'), P('a'), P('c')]
print([x.name for x in sorted(ps, key=attrgetter('name'))])
print(repr(attrgetter('a')), repr(attrgetter('a.b', 'c')), repr(attrgetter('a..b')))
print(type(attrgetter('x')).__name__)
t(lambda: attrgetter('missing')(p))
t(lambda: attrgetter('child.missing')(p))
t(lambda: attrgetter('child.child.child.name')(p))
t(lambda: attrgetter())
t(lambda: attrgetter(1))
t(lambda: attrgetter('a', 1))
t(lambda: attrgetter('a')())
t(lambda: attrgetter('a')(1, 2))
t(lambda: attrgetter('a', x=1))
t(lambda: attrgetter('upper')('abc')())
