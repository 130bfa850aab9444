# the iterators read their input only when asked, one item at a time
import itertools

class Loud:
    def __init__(self, name, items):
        self.name = name
        self.items = list(items)
    def __iter__(self):
        return self
    def __next__(self):
        if not self.items:
            print(self.name, 'done')
            raise StopIteration
        x = self.items.pop(0)
        print(self.name, 'gives', x)
        return x

it = itertools.chain(Loud('a', [1, 2]), Loud('b', [3]))
print('made chain')
print(next(it))
print(list(it))
it = itertools.islice(Loud('c', range(10)), 1, 6, 2)
print('made islice')
print(list(it))
it = itertools.zip_longest(Loud('d', [1, 2]), Loud('e', [3]))
print(list(it))
it = itertools.compress(Loud('f', 'abc'), Loud('g', [0, 1]))
print(list(it))
it = itertools.accumulate(Loud('h', [1, 2, 3]))
print(next(it), next(it))
it = itertools.pairwise(Loud('i', [1, 2, 3]))
print(list(it))
a, b = itertools.tee(Loud('j', [1, 2]))
print(next(b), next(a), next(a), next(b))
print(list(itertools.takewhile(lambda x: x < 2, Loud('k', [1, 2, 3]))))
print(list(itertools.product(Loud('l', [1, 2]), Loud('m', 'x'))))
