# list subclasses whose own __iter__ / __len__ / __eq__ / __lt__ run Python
# code: list(), tuple(), sorted(), extend and comparisons honour them
log = []
class L(list):
    def __iter__(self):
        log.append('iter')
        [str(i) for i in range(4)]
        return iter(list.__iter__(self))
class Rev(list):
    def __iter__(self):
        return iter(list(list.__iter__(self))[::-1])
    def __len__(self):
        log.append('len')
        return list.__len__(self)
l = L([3, 1, 2])
print(list(l), tuple(l), sorted(l), [*l], log)
log.clear()
r = Rev([1, 2, 3])
print(list(r), tuple(r), sorted(r), log)
x = [0]
x.extend(Rev([7, 8]))
x += Rev([5, 6])
print(x)
a, b, c = Rev([1, 2, 3])
print(a, b, c)
print(set(Rev([1, 2])), dict.fromkeys(Rev('ab')), ''.join(Rev('xyz')))
class Sorted(list):
    def sort(self, *args, **kw):
        log.append('sort')
        list.sort(self, *args, **kw)
s = Sorted([3, 2, 1])
s.sort()
print(s, log[-1])
# a list subclass sorted while its items mutate it
class Item:
    def __init__(self, v, owner=None):
        self.v = v
        self.owner = owner
    def __lt__(self, o):
        if self.owner is not None:
            self.owner.append(Item(0))
            self.owner = None
        return self.v < o.v
    def __repr__(self):
        return 'I%d' % self.v
class Sub(list):
    pass
s = Sub()
s.extend([Item(3), Item(1), Item(2)])
for it in s:
    it.owner = s
try:
    s.sort()
except ValueError as e:
    print('ValueError', e)
print(s, type(s).__name__)
