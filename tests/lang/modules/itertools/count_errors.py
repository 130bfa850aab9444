# itertools.count: argument errors
from itertools import count

def t(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: count('a'))
t(lambda: count(1, 'a'))
t(lambda: count(None))
t(lambda: count([1]))
t(lambda: count(1, 2, 3))
t(lambda: count(x=1))
t(lambda: count(1, start=2))
t(lambda: count(step=None))
class N:
    def __index__(self):
        return 4
t(lambda: next(count(N())))
