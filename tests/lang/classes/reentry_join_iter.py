# str.join over user iterables and iterators whose __next__ changes things
class It:
    def __init__(self, n, act=None):
        self.n = n
        self.i = 0
        self.act = act
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        if self.act:
            self.act()
        return 'x%d' % self.i
print('-'.join(It(5)))
src = ['a', 'b', 'c']
def grow():
    if len(src) < 10:
        src.append('z')
print(','.join(It(3, grow)), len(src))
print(''.join(map(str, It(4))))
# join over a list whose items' __str__ is never used: TypeError
class S:
    def __str__(self):
        return 's'
try:
    ''.join(['a', S()])
except TypeError as e:
    print('TypeError', e)
# the iterator raises half way
class Bad(It):
    def __next__(self):
        if self.i == 2:
            raise LookupError('net')
        return It.__next__(self)
try:
    '+'.join(Bad(5))
except LookupError as e:
    print('LookupError', e)
# joining a list that the iterator of another list empties
l = ['p', 'q', 'r']
class Clear:
    def __iter__(self):
        l.clear()
        return iter(['m', 'n'])
print('.'.join(Clear()), l, '.'.join(l))
# a __getitem__-only sequence
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return 'abc'[i] * 2
print('/'.join(Seq()))
# a str subclass-free iterable of fresh strs
class Fresh:
    def __iter__(self):
        return iter([str(i) * 3 for i in range(5)])
print(''.join(Fresh()))
