# insort_left / insort_right / insort keep a list sorted
import bisect

a = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(a, x)
    print(a)
pairs = []
for p in [(2, 'b'), (1, 'z'), (2, 'a'), (1, 'a')]:
    bisect.insort_left(pairs, p)
print(pairs)
class E:
    def __init__(self, k, tag):
        self.k, self.tag = k, tag
    def __lt__(self, o):
        return self.k < o.k
    def __repr__(self):
        return '%d%s' % (self.k, self.tag)
l = [E(1, 'a'), E(2, 'a'), E(3, 'a')]
bisect.insort_left(l, E(2, 'L'))
bisect.insort_right(l, E(2, 'R'))
bisect.insort(l, E(2, 'r'))
print(l)
s = ['b', 'd']
print(bisect.insort(s, 'c'), s)
class MyList(list):
    def insert(self, i, x):
        print('insert', i, x)
        list.insert(self, i, x)
m = MyList([1, 3])
bisect.insort(m, 2)
print(m)
