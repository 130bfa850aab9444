# the itertools types: names, reprs, isinstance, iter() of themselves
import itertools

names = ['accumulate', 'chain', 'combinations', 'combinations_with_replacement', 'compress',
         'count', 'cycle', 'dropwhile', 'filterfalse', 'groupby', 'islice', 'pairwise',
         'permutations', 'product', 'repeat', 'starmap', 'takewhile', 'zip_longest']
for n in names:
    cls = getattr(itertools, n)
    print(n, repr(cls), cls.__name__)
objs = [itertools.accumulate([1]), itertools.chain(), itertools.combinations('a', 1),
        itertools.combinations_with_replacement('a', 1), itertools.compress([], []),
        itertools.count(), itertools.cycle([]), itertools.dropwhile(None, []),
        itertools.filterfalse(None, []), itertools.groupby([]), itertools.islice([], 1),
        itertools.pairwise([]), itertools.permutations('a'), itertools.product(),
        itertools.repeat(1), itertools.starmap(pow, []), itertools.takewhile(None, []),
        itertools.zip_longest()]
for n, o in zip(names, objs):
    print(type(o).__name__, isinstance(o, getattr(itertools, n)), iter(o) is o)
print(repr(itertools.tee))
print(repr(itertools.chain.from_iterable)[:40])
print(repr(itertools.accumulate([1]))[:32])
print(repr(itertools.groupby([]))[:29])
