# itertools.filterfalse
from itertools import filterfalse

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(filterfalse(lambda x: x % 2, range(10))))
print(list(filterfalse(None, [0, 1, '', 'a', None, [], [0], 0.0])))
print(list(filterfalse(str.isdigit, 'a1b2c3')))
print(list(filterfalse(lambda x: x, [])))
print(list(filter(None, [0, 1])), list(filterfalse(None, [0, 1])))
t(lambda: filterfalse(None))
t(lambda: filterfalse(None, 1))
t(lambda: filterfalse(function=None, iterable=[]))
t(lambda: list(filterfalse(1, [1])))
t(lambda: list(filterfalse(len, [1])))
