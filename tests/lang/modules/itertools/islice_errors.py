# itertools.islice: the argument errors, in CPython's order and words
from itertools import islice

def t(f):
    try:
        print(repr(list(f())))
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: islice())
t(lambda: islice([1]))
t(lambda: islice([1], 1, 2, 3, 4))
t(lambda: islice([1], -1))
t(lambda: islice([1], -2))
t(lambda: islice([1], 'a'))
t(lambda: islice([1], 1.5))
t(lambda: islice([1], 2**70))
t(lambda: islice([1], -1, 3))
t(lambda: islice([1], 'a', 3))
t(lambda: islice([1], 2**70, 3))
t(lambda: islice([1], 1, -3))
t(lambda: islice([1], 1, -1))
t(lambda: islice([1], 1, 'x'))
t(lambda: islice([1], 0, 3, 0))
t(lambda: islice([1], 0, 3, -1))
t(lambda: islice([1], 0, 3, 'a'))
t(lambda: islice([1], 0, 3, 1.0))
t(lambda: islice([1], stop=3))
t(lambda: islice(1, 3))
t(lambda: islice(1, -3))
t(lambda: islice(None, 'a', 'b', 'c'))
