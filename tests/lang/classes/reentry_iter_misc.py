# iter()/next() and the iterator protocol with classes whose methods run
# Python code, raise, or return the wrong thing
class Count:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        [str(i) for i in range(3)]
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return [self.i]
c = Count(2)
print(next(c), next(c), next(c, 'done'), next(c, 'again'))
try:
    next(Count(0))
except StopIteration as e:
    print('StopIteration', e.args)
class NotIter:
    def __iter__(self):
        return 42
try:
    iter(NotIter())
except TypeError as e:
    print('TypeError', e)
try:
    for x in NotIter():
        pass
except TypeError as e:
    print('TypeError', e)
try:
    next(42)
except TypeError as e:
    print('TypeError', e)
class StopWithValue:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration('value')
print(list(StopWithValue()), next(StopWithValue(), 'dflt'))
# an iterator whose __next__ swaps its own data between calls
class Swap:
    def __init__(self):
        self.data = [1, 2, 3]
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= len(self.data):
            raise StopIteration
        v = self.data[self.i]
        self.data = [x * 10 for x in self.data]
        self.i += 1
        return v
print(list(Swap()), sum(Swap()), max(Swap()), sorted(Swap(), reverse=True))
# for loops over containers that a __next__ of another iterator empties
base = [1, 2, 3, 4]
class Drain:
    def __iter__(self):
        return self
    def __next__(self):
        if not base:
            raise StopIteration
        return base.pop()
print(list(zip(base, Drain())), base)
base = [1, 2, 3, 4]
print([(a, b) for a in base for b in Drain()], base)
