# copying instances of a script's classes: no __init__, __dict__ copied
import copy

class P:
    inits = 0
    def __init__(self, x, tags):
        P.inits += 1
        self.x = x
        self.tags = tags
    def __repr__(self):
        return 'P(%r, %r)' % (self.x, self.tags)
p = P(1, ['a'])
c = copy.copy(p)
d = copy.deepcopy(p)
print(c, d, P.inits, type(c) is P, c is p, c.tags is p.tags, d.tags is p.tags)
p.tags.append('b')
print(c, d)
class Empty:
    pass
e = copy.copy(Empty())
print(type(e).__name__, vars(e) if False else e.__dict__)
class WithClassAttr:
    shared = [1]
w = copy.deepcopy(WithClassAttr())
print(w.shared is WithClassAttr.shared)
class Child(P):
    pass
ch = Child(2, {'k': [1]})
ch.extra = 'x'
cc = copy.deepcopy(ch)
print(type(cc).__name__, cc, cc.extra, cc.tags['k'] is ch.tags['k'], P.inits)
class HasProp:
    def __init__(self):
        self._v = 5
    @property
    def v(self):
        return self._v * 2
print(copy.copy(HasProp()).v)
