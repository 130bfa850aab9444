class Count:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
print(list(Count(3)), sum(Count(4)), [x for x in Count(2)])
it = Count(2)
print(next(it), next(it), next(it, 'done'))
try:
    next(it)
except StopIteration:
    print('stop')
print(list(zip(Count(3), 'abc')), list(map(str, Count(2))), list(enumerate(Count(2))))
print(dict(zip(Count(2), Count(2))), any(x > 2 for x in Count(3)), max(Count(5)))
class BadIter:
    def __iter__(self):
        return 5
try:
    iter(BadIter())
except TypeError as e:
    print(e)
class NotIter:
    def __iter__(self):
        return NotIter2()
class NotIter2:
    pass
try:
    for x in NotIter():
        pass
except TypeError as e:
    print(e)
class Tree:
    def __init__(self, v, kids=()):
        self.v, self.kids = v, list(kids)
    def __iter__(self):
        out = [self.v]
        for k in self.kids:
            out.extend(k)
        return iter(out)
t = Tree(1, [Tree(2, [Tree(3)]), Tree(4)])
print(list(t))
