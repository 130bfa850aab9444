# itertools.compress
from itertools import compress, cycle

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])))
print(list(compress('ABCDEF', [1, 0])))
print(list(compress('AB', [1, 1, 1, 1])))
print(list(compress(range(10), cycle([True, False, False]))))
print(list(compress([1, 2, 3], ['', 'x', None])))
print(list(compress(data=[1, 2], selectors=[0, 1])))
print(list(compress([], [])))
t(lambda: compress([1]))
t(lambda: compress(1, [1]))
t(lambda: compress([1], 1))
t(lambda: compress([1], [1], [1]))
t(lambda: compress([1], selectors=[1], x=1))
class Bad:
    def __bool__(self):
        raise RuntimeError('no truth')
t(lambda: list(compress([1], [Bad()])))
