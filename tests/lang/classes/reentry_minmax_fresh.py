# min/max with key= and with __lt__/__gt__ on objects that exist only
# inside the call (a generator makes them): the winner must survive the
# collections that the Python code in key and __lt__ may cause
class P:
    def __init__(self, v):
        self.v = v
        self.junk = [str(i) for i in range(20)]
    def __lt__(self, other):
        [str(i) for i in range(10)]
        return self.v < other.v
    def __gt__(self, other):
        [str(i) for i in range(10)]
        return self.v > other.v
    def __repr__(self):
        return 'P(%d)' % self.v
class gen:
    # an iterator that makes each item as it is asked for
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return P(((self.i - 1) * 7) % 11)
print(max(gen(10)), min(gen(10)))
print(max(gen(10), key=lambda p: P(-p.v)), min(gen(10), key=lambda p: P(-p.v)))
print(max(map(P, (3, 9, 2)), key=lambda p: p), min(P(5), P(4), P(6)))
print(max([P(1)], key=lambda p: P(0)), max((), default=P(7)))
# a key function that mutates the list being scanned
l = [3, 1, 4, 1, 5, 9, 2, 6]
def k(x):
    if len(l) < 20:
        l.append(x)
    return -x
try:
    print(max(l, key=k))
except Exception as e:
    print(type(e).__name__)
l = [3, 1, 4, 1, 5, 9, 2, 6]
def k2(x):
    l.clear()
    return x
print(max(l, key=k2), l)
# errors: key raises, __lt__ raises, incomparable
def boom(x):
    if x == 4:
        raise RuntimeError('boom')
    return x
try:
    min([1, 4, 2], key=boom)
except RuntimeError as e:
    print('RuntimeError', e)
class Bad:
    def __lt__(self, other):
        raise ZeroDivisionError('lt')
    def __gt__(self, other):
        raise ZeroDivisionError('gt')
for f in (min, max):
    try:
        f(Bad(), Bad())
    except ZeroDivisionError as e:
        print(f.__name__, 'ZeroDivisionError', e)
try:
    max(1, 'a')
except TypeError as e:
    print('TypeError', e)
# __lt__ results whose truth runs Python code
class Truth:
    def __init__(self, b):
        self.b = b
        [str(i) for i in range(5)]
    def __bool__(self):
        [str(i) for i in range(5)]
        return self.b
class Q:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return Truth(self.v < o.v)
    def __gt__(self, o):
        return Truth(self.v > o.v)
print(max(map(Q, (4, 8, 1))).v, min(map(Q, (4, 8, 1)), key=lambda q: q).v)
