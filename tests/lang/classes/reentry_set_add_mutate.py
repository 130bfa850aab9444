# set.add / discard / remove / `in` while an element's __eq__ or __hash__
# changes the set being searched
class E:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __hash__(self):
        return 5
    def __eq__(self, other):
        a = self.act
        if a is not None:
            self.act = None
            a()
        if not isinstance(other, E):
            return NotImplemented
        return self.v == other.v
    def __repr__(self):
        return 'E%d' % self.v

s = set()
first = E(1)
s.add(first)
first.act = lambda: s.update(range(100))
s.add(E(2))
print(len(s), E(2) in s, E(1) in s)

s = set()
first = E(1)
s.add(first)
first.act = s.clear
s.add(E(1))
print(len(s), sorted(x.v for x in s))

s = set()
first = E(1)
s.add(first)
first.act = s.clear
print(E(1) in s, len(s))

s = set()
first = E(1)
s.add(first)
first.act = lambda: s.update(range(50))
print(E(1) in s, len(s))

s = set()
first = E(1)
s.add(first)
s.add(E(2))
first.act = lambda: s.update(range(200))
s.discard(E(2))
print(len(s), E(2) in s)

s = set()
first = E(1)
s.add(first)
first.act = s.clear
try:
    s.remove(E(1))
    print('removed', len(s))
except KeyError as e:
    print('KeyError', e)

# __hash__ itself mutates the set before the element goes in
class H:
    def __init__(self, target):
        self.target = target
    def __hash__(self):
        self.target.update(range(1000, 1040))
        self.target.clear()
        return 1
s = {1, 2, 3}
s.add(H(s))
print(len(s))
s = {1, 2, 3}
print(H(s) in s, len(s))
