# list.sort where the items' __lt__ mutates the list being sorted
class Item:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __lt__(self, other):
        a = self.act
        if a is not None:
            self.act = None
            a()
        return self.v < other.v
    def __repr__(self):
        return 'I%d' % self.v

def once(f):
    done = []
    def run():
        if not done:
            done.append(1)
            f()
    return run
l = [Item(3), Item(1), Item(2)]
act = once(lambda: l.append(Item(9)))
for it in l:
    it.act = act
try:
    l.sort()
except ValueError as e:
    print('ValueError', e)
print(sorted(x.v for x in l), len(l))

l = [Item(i) for i in (5, 3, 8, 1, 9, 2)]
for it in l:
    it.act = l.clear
l.sort()
print(l)

l = [Item(i) for i in (5, 3, 8, 1, 9, 2)]
lens = []
for it in l:
    it.act = lambda: lens.append(len(l))
l.sort()
print(l, set(lens))

l = [Item(i) for i in range(30, 0, -1)]
def spam():
    l.extend(Item(i) for i in range(100))
    del l[:]
act = once(spam)
for it in l:
    it.act = act
try:
    l.sort()
except ValueError as e:
    print('ValueError', e)
print(len(l), sorted(x.v for x in l) == list(range(1, 31)))

# __lt__ raising: the error propagates, the list keeps all its items
class Bad:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if self.v == 7 or other.v == 7:
            raise TypeError('bad compare')
        return self.v < other.v
l = [Bad(i) for i in (4, 7, 1, 3)]
try:
    l.sort()
except TypeError as e:
    print('TypeError', e)
print(sorted(b.v for b in l))
# NotImplemented both ways
class N:
    def __lt__(self, other):
        return NotImplemented
try:
    [N(), N()].sort()
except TypeError as e:
    print('TypeError', e)
# __lt__ returning objects whose __bool__ mutates the list
class Truth:
    def __init__(self, b):
        self.b = b
    def __bool__(self):
        lst.append(0)
        return self.b
class T:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return Truth(self.v < other.v)
lst = [T(3), T(1), T(2)]
try:
    lst.sort()
except ValueError as e:
    print('ValueError', e)
print([t.v for t in lst])
