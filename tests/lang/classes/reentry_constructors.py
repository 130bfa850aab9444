# list(x) / tuple(x) / set(x) / frozenset(x) / dict(x) of user iterables,
# whose __iter__, __next__ and __len__ run Python code (and CPython asks
# __len__ for a size hint in list() and tuple())
log = []
class Src:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        log.append('iter')
        return It(self.n)
    def __len__(self):
        log.append('len')
        return self.n
class It:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        [str(j) for j in range(5)]
        return (self.i, [self.i] * 2)
for make in (list, tuple):
    log.clear()
    r = make(Src(3))
    print(make.__name__, r, log)
for make in (set, frozenset):
    log.clear()
    r = make(x[0] for x in It(3))
    print(make.__name__, sorted(r))
log.clear()
print(dict(Src(3)), log)
print(dict(It(2)), [*Src(2)], (*Src(1),), log)
# __len__ raising: list() and tuple() pass the error on (TypeError is ignored)
class BadLen(Src):
    def __len__(self):
        raise ValueError('len')
class TypeLen(Src):
    def __len__(self):
        raise TypeError('len')
class NegLen(Src):
    def __len__(self):
        return -5
for cls in (BadLen, TypeLen, NegLen):
    for make in (list, tuple, set):
        try:
            r = make(cls(2))
            print(cls.__name__, make.__name__, len(r))
        except Exception as e:
            print(cls.__name__, make.__name__, type(e).__name__, e)
# dict() of pairs that are fresh lists, with keys whose __hash__ runs Python
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        [str(i) for i in range(5)]
        return self.v
    def __eq__(self, o):
        return isinstance(o, K) and o.v == self.v
    def __repr__(self):
        return 'K%d' % self.v
class Pairs:
    def __iter__(self):
        return self
    def __init__(self):
        self.i = 0
    def __next__(self):
        self.i += 1
        if self.i > 4:
            raise StopIteration
        return [K(self.i % 3), ['val', self.i]]
print(dict(Pairs()))
d = {}
d.update(Pairs())
print(d)
# the iterator mutates the list it came from
l = [1, 2, 3]
class Mut:
    def __iter__(self):
        return self
    def __init__(self):
        self.i = 0
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        l.append(self.i)
        return self.i
print(list(Mut()), l)
l2 = list(range(3))
l2.extend(Mut())
print(l2, l)
# errors
class Stop:
    def __iter__(self):
        raise IndentationError('iter')
for make in (list, tuple, set, dict, frozenset):
    try:
        make(Stop())
    except IndentationError as e:
        print(make.__name__, 'IndentationError', e)
try:
    dict([[1, 2], [3]])
except ValueError as e:
    print('ValueError', e)
try:
    dict([1])
except TypeError as e:
    print('TypeError', e)
