# itertools.chain and chain.from_iterable
from itertools import chain, islice, count

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(chain('abc', [1, 2], (3,), range(2))))
print(list(chain()))
print(list(chain([], [], [1], [])))
print(list(chain.from_iterable(['ab', 'cd', ''])))
print(list(chain.from_iterable([[1, 2], (3,), {4: 'x'}])))
print(list(islice(chain.from_iterable(map(range, count())), 12)))
print(list(chain({'a': 1}, {'b'})))
# lazy: a bad argument fails only when reached
it = chain([1], 5)
print(next(it))
t(lambda: next(it))
t(lambda: next(chain.from_iterable(5)))
t(lambda: next(chain.from_iterable([5])))
t(lambda: chain(a=1))
t(lambda: chain.from_iterable())
t(lambda: chain.from_iterable([], []))
print(type(chain.from_iterable([])).__name__, type(chain()) is chain)
print(repr(chain))
