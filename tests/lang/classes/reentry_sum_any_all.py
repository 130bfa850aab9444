# sum / any / all over user iterators and items whose __add__ / __bool__
# run Python code that changes the source
class N:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        [str(i) for i in range(5)]
        return N(self.v + (other.v if hasattr(other, "v") else other))
    def __radd__(self, other):
        [str(i) for i in range(5)]
        return N(other + self.v)
    def __repr__(self):
        return 'N(%d)' % self.v
print(sum(map(N, range(10))))
print(sum([N(1), N(2)], N(100)))
class G:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'G(%d)' % self.v
    def __add__(self, other):
        l.append(N(1000))
        return N(self.v + other.v)
    def __radd__(self, other):
        l.clear()
        return N((other.v if isinstance(other, N) else other) + self.v)
l = [G(1), G(2), G(3)]
print(sum(l), l)
l = [N(0), G(1), N(2), N(3)]
print(sum(l, N(0)), len(l))
class Bad:
    def __radd__(self, other):
        raise FloatingPointError('add')
try:
    sum([1, 2, Bad()])
except FloatingPointError as e:
    print('FloatingPointError', e)
# any/all with __bool__ that makes garbage or mutates the list
class B:
    def __init__(self, b):
        self.b = b
    def __bool__(self):
        [str(i) for i in range(10)]
        return self.b
class Src:
    def __init__(self, vals):
        self.vals = vals
    def __iter__(self):
        return iter([B(v) for v in self.vals])
print(any(Src([False, False, True])), all(Src([True, True, False])), any(Src([])), all(Src([])))
print(any(map(B, (False, False, True))), all(map(B, (True, True, True))))
l = [B(False)] * 3
class C(B):
    def __bool__(self):
        l.clear()
        return False
l = [C(False), B(True), B(True)]
print(any(l), l)
l = [C(False), B(True)]
print(all(l), l)
class Raise:
    def __bool__(self):
        raise EOFError('bool')
try:
    any([0, Raise()])
except EOFError as e:
    print('EOFError', e)
class BadLen:
    def __len__(self):
        return -1
try:
    all([BadLen()])
except ValueError as e:
    print('ValueError', e)
