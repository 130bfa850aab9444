# __index__ of a class reaches the built-ins that take an index
class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v

class BadIdx:
    def __index__(self):
        return 'x'

one, two = Idx(1), Idx(2)
cases = [
    lambda: [10, 20, 30][one],
    lambda: (10, 20, 30)[two],
    lambda: 'abc'[one],
    lambda: b'abc'[one],
    lambda: range(10)[two],
    lambda: list(range(two)),
    lambda: list(range(one, Idx(5), two)),
    lambda: [1, 2, 3, 4][one:Idx(3)],
    lambda: 'hello'[::two],
    lambda: hex(Idx(255)), lambda: oct(Idx(8)), lambda: bin(Idx(5)),
    lambda: chr(Idx(65)),
    lambda: 'ab' * two, lambda: two * 'ab', lambda: [0] * two, lambda: (1,) * two,
    lambda: list(enumerate('ab', one)),
    lambda: [1, 2, 3].index(2, one),
    lambda: int(two), lambda: float(two),
    lambda: '%d %i %x %o %X' % (two, two, Idx(255), Idx(8), Idx(255)),
    lambda: '%.1f' % two,
    lambda: [1, 2][BadIdx()],
    lambda: hex(BadIdx()),
    lambda: [1, 2][str(one.v)],
    lambda: range(Idx(3))[Idx(-1)],
]
lst = [1, 2, 3]
lst[one] = 'x'
print(lst)
del lst[Idx(0)]
print(lst)
for f in cases:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
