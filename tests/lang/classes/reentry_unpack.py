# unpacking user iterators: how many times __next__ runs, what it raises,
# and iterators that make fresh objects
log = []
class It:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        log.append(self.i)
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return [self.i] * 2
a, b = It(2)
print(a, b, log)
log.clear()
try:
    a, b = It(5)
except ValueError as e:
    print('ValueError', e, log)
log.clear()
try:
    a, b, c = It(2)
except ValueError as e:
    print('ValueError', e, log)
log.clear()
first, *rest = It(4)
print(first, rest, log)
log.clear()
*init, last = It(3)
print(init, last)
try:
    x, y, *z = It(1)
except ValueError as e:
    print('ValueError', e)
class Forever:
    def __iter__(self):
        return self
    def __next__(self):
        return 'again'
try:
    p, q = Forever()
except ValueError as e:
    print('ValueError', e)
class Raise:
    def __iter__(self):
        return self
    def __next__(self):
        raise NotImplementedError('next')
try:
    p, q = Raise()
except NotImplementedError as e:
    print('NotImplementedError', e)
# unpacking in a for loop and in a comprehension
print([a + b for a, b in [It(2), It(2)]])
for (a, b), c in zip([It(2)], [1]):
    print(a, b, c)
# star-unpack into a call and a literal
def f(*args):
    return len(args)
print(f(*It(3)), [*It(2), *It(1)], {*map(tuple, It(2))})
# __getitem__ sequences
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
a, b, c = Seq()
print(a, b, c)
try:
    a, b = Seq()
except ValueError as e:
    print('ValueError', e)
