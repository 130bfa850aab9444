# every itertools function over a matrix of argument types
import itertools as it

class Obj:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Obj(%r)' % (self.v,)

class Seq:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n))
    def __repr__(self):
        return 'Seq(%d)' % self.n

values = [0, 3, -2, 2.5, 'ab', '', [1, 2], [], (3, 4), {'k': 1, 'j': 2}, None, True, Obj(1), Seq(3), range(3)]

def show(label, f):
    try:
        r = f()
        if hasattr(r, '__next__'):
            r = list(it.islice(r, 6))
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

for v in values:
    print('--', repr(v))
    show('count', lambda: it.count(v))
    show('count2', lambda: it.count(1, v))
    show('cycle', lambda: it.cycle(v))
    show('repeat', lambda: it.repeat(v, 2))
    show('repeat2', lambda: it.repeat(1, v))
    show('accumulate', lambda: it.accumulate(v))
    show('chain', lambda: it.chain(v, v))
    show('from_iterable', lambda: it.chain.from_iterable([v]))
    show('compress', lambda: it.compress(v, [1, 0, 1]))
    show('dropwhile', lambda: it.dropwhile(bool, v))
    show('takewhile', lambda: it.takewhile(bool, v))
    show('filterfalse', lambda: it.filterfalse(None, v))
    show('groupby', lambda: [(k, list(g)) for k, g in it.groupby(v)])
    show('islice', lambda: it.islice(v, 2))
    show('islice2', lambda: it.islice([1, 2, 3], v))
    show('pairwise', lambda: it.pairwise(v))
    show('starmap', lambda: it.starmap(max, [v]))
    show('tee', lambda: [list(x) for x in it.tee(v)])
    show('tee2', lambda: len(it.tee([], v)))
    show('zip_longest', lambda: it.zip_longest(v, 'xyz'))
    show('product', lambda: it.product(v, repeat=2))
    show('product2', lambda: it.product('ab', repeat=v))
    show('permutations', lambda: it.permutations(v))
    show('permutations2', lambda: it.permutations('abc', v))
    show('combinations', lambda: it.combinations(v, 2))
    show('combinations2', lambda: it.combinations('abc', v))
    show('cwr', lambda: it.combinations_with_replacement(v, 2))
    show('cwr2', lambda: it.combinations_with_replacement('ab', v))
