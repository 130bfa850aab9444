class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)
    def __iter__(self):
        yield self.value
        for c in self.children:
            yield from c
    def walk(self, depth=0):
        yield depth, self.value
        for c in self.children:
            yield from c.walk(depth + 1)
t = Tree(1, [Tree(2, [Tree(4)]), Tree(3)])
print(list(t))
print(list(t.walk()))
print(sum(t), max(t), 4 in t, 9 in t)
class Range:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1
    def __len__(self):
        return self.n
r = Range(4)
print(list(r), list(r), sorted(r, reverse=True), len(r))
a, b, *rest = Range(5)
print(a, b, rest)
print(dict(zip(Range(3), 'abc')))
print([x for x in Range(3)], {x: x for x in Range(2)})
class Pairs:
    def __init__(self, d):
        self.d = d
    def items(self):
        for k in sorted(self.d):
            yield k, self.d[k]
for k, v in Pairs({'b': 2, 'a': 1}).items():
    print(k, v)
class Meth:
    @staticmethod
    def st(n):
        yield from range(n)
    @classmethod
    def cm(cls, n):
        for i in range(n):
            yield cls.__name__, i
print(list(Meth.st(3)), list(Meth.cm(2)))
gen = Meth().st(2)
print(type(gen).__name__, gen.__name__, gen.__qualname__)
print(Tree.walk.__qualname__, t.walk().__qualname__)
def outer():
    def inner():
        yield 1
    return inner()
print(outer().__qualname__)
