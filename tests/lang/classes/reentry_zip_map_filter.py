# zip / map / filter / enumerate / reversed / iter(f, sentinel) over user
# iterators that make fresh objects and run Python code (collections happen
# in the middle of each step)
class Obj:
    def __init__(self, v):
        self.v = v
        self.pad = [str(i) for i in range(10)]
    def __repr__(self):
        return 'O%d' % self.v
class It:
    def __init__(self, n, start=0):
        self.i = start
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        [str(j) for j in range(8)]
        return Obj(self.i)
class Src:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        [str(j) for j in range(8)]
        return It(self.n)
print(list(zip(Src(3), Src(4), It(5))))
print(list(map(lambda a, b: (a, b), Src(3), It(3, 1))))
print(list(map(lambda a, b, c: a.v + b.v + c.v, It(3), Src(3), Src(4))))
class Truth:
    def __init__(self, b):
        self.b = b
    def __repr__(self):
        return 'T' + str(self.b)[0]
    def __bool__(self):
        [str(j) for j in range(8)]
        return self.b
print(list(filter(lambda o: Truth(o.v % 2 == 0), Src(6))))
print(list(filter(None, map(lambda o: Truth(o.v > 2), Src(4)))))
print(list(enumerate(Src(3), 10)))
print(list(enumerate(It(2), start=2**70)))
class Seq:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        [str(j) for j in range(8)]
        return self.n
    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return Obj(i)
print(list(reversed(Seq(4))))
class Counter:
    def __init__(self):
        self.i = 0
    def __call__(self):
        self.i += 1
        [str(j) for j in range(8)]
        return Obj(self.i)
class Sentinel:
    def __eq__(self, other):
        return Truth(other.v == 4)
print(list(iter(Counter(), Sentinel())))
# reversed() and a __len__ that raises or lies
class BadLen(Seq):
    def __len__(self):
        raise KeyError('len')
try:
    reversed(BadLen(3))
except KeyError as e:
    print('KeyError', e)
class Shrink(Seq):
    def __getitem__(self, i):
        self.n = 1
        return Seq.__getitem__(self, i)
try:
    print(list(reversed(Shrink(4))))
except IndexError as e:
    print('IndexError', e)
# zip strict with user iterators
try:
    list(zip(It(2), It(3), strict=True))
except ValueError as e:
    print('ValueError', e)
# errors in the middle
class Boom(It):
    def __next__(self):
        if self.i == 1:
            raise MemoryError('fake')
        return It.__next__(self)
for f in (lambda: list(zip(Src(3), Boom(3))), lambda: list(map(repr, Boom(3))),
          lambda: list(filter(None, Boom(3))), lambda: list(enumerate(Boom(3)))):
    try:
        f()
    except MemoryError as e:
        print('MemoryError', e)
