# itertools.starmap
from itertools import starmap

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(starmap(max, [[1, 5, 2], (7,), 'zab'])))
print(list(starmap(lambda *a: a, [(), (1,), 'xy', {3: 4}])))
print(list(starmap(divmod, zip(range(10, 14), [3, 3, 3, 3]))))
print(list(starmap(str.upper, ['a', 'b'])) if False else 'ok')
t(lambda: starmap(pow))
t(lambda: starmap(pow, 1))
t(lambda: list(starmap(pow, [1])))
t(lambda: list(starmap(pow, [(1,)])))
t(lambda: list(starmap(None, [(1,)])))
t(lambda: starmap(function=pow, iterable=[]))
