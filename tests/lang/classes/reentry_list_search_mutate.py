# list.index / count / remove / `in` while __eq__ changes the list
class E:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __eq__(self, other):
        a = self.act
        if a is not None:
            self.act = None
            a()
        return isinstance(other, E) and self.v == other.v
    def __repr__(self):
        return 'E%d' % self.v

l = [E(1), E(2), E(3)]
l[0].act = l.clear
try:
    l.index(E(3))
except ValueError as e:
    print('ValueError', e)
l = [E(1), E(2), E(3)]
l[0].act = lambda: l.extend([E(i) for i in range(10, 20)])
print(l.index(E(15)), len(l))
l = [E(1), E(2), E(3)]
l[0].act = lambda: l.pop()
print(E(3) in l, l)
l = [E(1), E(2), E(3)]
l[1].act = l.clear
print(l.count(E(2)), l.count(E(1)), l)
l = [E(1), E(2), E(3)]
l[0].act = lambda: l.insert(0, E(3))
print(l.count(E(3)), len(l))
# remove: the matching __eq__ empties the list; CPython then removes nothing
l = [E(1), E(2), E(3)]
l[1].act = l.clear
r = l.remove(E(2))
print(r, l)
l = [E(1), E(2), E(3), E(4)]
l[2].act = lambda: l.__delitem__(slice(1, None))
print(l.remove(E(3)), l)
l = [E(1), E(2), E(3)]
l[0].act = lambda: l.extend(E(i) for i in range(100))
l.remove(E(50))
print(len(l), E(50) in l)
try:
    [E(1)].remove(E(2))
except ValueError as e:
    print('ValueError', e)
# index with start/stop while the list shrinks under it
l = [E(i) for i in range(10)]
l[2].act = lambda: l.__delitem__(slice(3, None))
try:
    l.index(E(8), 1, 9)
except ValueError as e:
    print('ValueError', e)
# the searched-for value is the one with __eq__ (reflected side)
class W:
    def __repr__(self):
        return 'W()'
    def __eq__(self, other):
        target.clear()
        return False
target = [1, 2, 3, 4]
print(W() in target, target)
target = [1, 2, 3, 4]
print(target.count(W()), target)
target = [1, 2, 3, 4]
try:
    target.index(W())
except ValueError as e:
    print('ValueError', e)
