# chain.from_iterable laziness, starmap over tuples and iterators, compress with selector lengths; filterfalse/takewhile/dropwhile edges
from itertools import chain, starmap, compress, filterfalse, takewhile, dropwhile, count, islice
print(list(chain('ab', [1], (), range(2))), list(chain()), list(chain.from_iterable(['ab', 'cd', ''])), list(islice(chain.from_iterable(map(range, count())), 12)))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(lambda *a: sum(a), [(), (1,), (1, 2, 3)])), list(starmap(max, iter([[3, 9], 'ab']))))
print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])), list(compress('ABC', [1])), list(compress('A', [1, 1, 1])), list(compress(range(10), count(0) if False else [0, 1] * 5)))
print(list(filterfalse(None, [0, 1, '', 'x', [], [0]])), list(filterfalse(lambda v: v % 3, range(10))))
print(list(takewhile(lambda v: v < 5, [1, 4, 6, 3])), list(dropwhile(lambda v: v < 5, [1, 4, 6, 3])), list(takewhile(bool, [])), list(dropwhile(bool, [1, 1])))
for f in [lambda: list(starmap(pow, [1, 2])), lambda: list(chain([1], 5)), lambda: list(compress('ab', 5)), lambda: list(chain.from_iterable([1]))]:
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)
