# generators as methods: __iter__ written as a generator, staticmethod/classmethod generators, properties
class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __iter__(self):
        for x in self.items:
            yield x
    def reversed_items(self):
        yield from reversed(self.items)
    @staticmethod
    def count_to(n):
        yield from range(1, n + 1)
    @classmethod
    def names(cls):
        yield cls.__name__
        yield "end"
    @property
    def pairs(self):
        return ((i, x) for i, x in enumerate(self.items))

b = Bag(3, 1, 2)
print(list(b), list(b.reversed_items()), sorted(b))
print(list(Bag.count_to(3)), list(Bag.names()), list(b.pairs))
print(max(b), min(b), sum(b), 2 in b, 9 in b)
it = iter(b)
print(type(it).__name__, next(it))
b.items.append(10)
print(list(it))

class Sub(Bag):
    def __iter__(self):
        yield "start"
        yield from super().__iter__()
        yield "stop"
print(list(Sub("a", "b")), list(Sub.names()))

class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def cells(self):
        for r, row in enumerate(self.rows):
            for c, v in enumerate(row):
                yield (r, c), v
    def __contains__(self, v):
        return any(x == v for _, x in self.cells())
m = Matrix([[1, 2], [3, 4]])
print(dict(m.cells()))
print(4 in m, 5 in m)

class Broken:
    def __iter__(self):
        yield 1
        raise ValueError("broken iter")
try:
    for x in Broken():
        print("got", x)
except ValueError as e:
    print(type(e).__name__, e)
