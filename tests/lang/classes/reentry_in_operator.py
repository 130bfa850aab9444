# `in` / `not in` over user containers (__contains__, __iter__, __getitem__)
# and over built-in containers holding instances whose __eq__ mutates them
class E:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __eq__(self, o):
        a = self.act
        if a is not None:
            self.act = None
            a()
        return isinstance(o, E) and self.v == o.v
    def __hash__(self):
        return 1
l = [E(1), E(2), E(3)]
l[0].act = l.clear
print(E(3) in l, E(3) not in l, l)
t = (E(1), E(2))
t[0].act = lambda: None
print(E(2) in t, E(5) in t)
s = {E(1), E(2)}
print(E(2) in s)
d = {E(1): 1}
for k in d:
    k.act = d.clear
print(E(1) in d, d)
d = {E(1): 1, E(2): 2}
vals = d.values()
items = d.items()
print(1 in vals, (E(2), 2) in items, (E(9), 1) in items)
# user containers
class Cont:
    def __init__(self, vals):
        self.vals = vals
    def __contains__(self, x):
        self.vals.append(x)
        return len(self.vals) % 2 == 0
c = Cont([])
print(1 in c, 2 in c, 3 not in c, c.vals)
class IterOnly:
    def __init__(self, vals):
        self.vals = vals
    def __iter__(self):
        return iter(list(self.vals))
c = IterOnly([E(1), E(2)])
c.vals[0].act = c.vals.clear
print(E(2) in c, c.vals)
class GetItem:
    def __getitem__(self, i):
        if i > 4:
            raise IndexError(i)
        return E(i)
print(E(3) in GetItem(), E(9) in GetItem())
class Stops:
    def __getitem__(self, i):
        if i > 2:
            raise StopIteration
        return i
print(2 in Stops(), 5 in Stops())
class Truthy:
    def __init__(self, b):
        self.b = b
    def __bool__(self):
        return self.b
class C2:
    def __contains__(self, x):
        return Truthy(x > 0)
print(1 in C2(), -1 in C2(), 0 not in C2())
class Raise:
    def __contains__(self, x):
        raise GeneratorExit if False else AssertionError('contains')
try:
    1 in Raise()
except AssertionError as e:
    print('AssertionError', e)
class NotIter:
    pass
try:
    1 in NotIter()
except TypeError as e:
    print('TypeError', e)
class BadEq:
    def __eq__(self, o):
        raise OverflowError('eq')
for cont in ([BadEq()], (BadEq(),), IterOnly([BadEq()])):
    try:
        0 in cont
    except OverflowError as e:
        print(type(cont).__name__, 'OverflowError', e)
