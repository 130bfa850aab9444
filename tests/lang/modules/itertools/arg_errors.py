# argument errors of every itertools constructor
import itertools as it

def t(f):
    try:
        r = f()
        print(type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: it.accumulate())
t(lambda: it.accumulate([], func=None, initial=None, x=1))
t(lambda: it.chain.from_iterable(x=1))
t(lambda: it.combinations())
t(lambda: it.combinations_with_replacement())
t(lambda: it.compress())
t(lambda: it.count(1, 2, x=3))
t(lambda: it.cycle(x=1))
t(lambda: it.dropwhile())
t(lambda: it.filterfalse())
t(lambda: it.groupby(key=len))
t(lambda: it.islice(x=1))
t(lambda: it.pairwise())
t(lambda: it.permutations('ab', 1, 2))
t(lambda: it.product(repeat=1, x=2))
t(lambda: it.repeat(times=2))
t(lambda: it.starmap())
t(lambda: it.takewhile())
t(lambda: it.tee(x=1))
t(lambda: it.zip_longest(fill=1))
for name in ['count', 'cycle', 'repeat', 'chain', 'accumulate', 'islice']:
    t(lambda: getattr(it, name)(None, None, None, None, None))
