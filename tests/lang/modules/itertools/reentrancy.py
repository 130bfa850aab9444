# iterators whose callbacks read or change what is being iterated
import itertools

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

# a tee read again from inside its own source
class Src:
    def __init__(self):
        self.n = 0
        self.tee = None
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n == 2:
            return next(self.tee)
        if self.n > 4:
            raise StopIteration
        return self.n
s = Src()
a, b = itertools.tee(s)
s.tee = a
t(lambda: list(a))
# a list extended while chain reads it
l = [1, 2]
out = []
for x in itertools.chain(l, [9]):
    out.append(x)
    if len(l) < 5:
        l.append(x * 10)
print(out)
# a list changed during cycle's first pass
l = [1, 2, 3]
c = itertools.cycle(l)
print(next(c))
l.pop()
print([next(c) for _ in range(5)])
# islice over an iterator that is also read directly
it = iter(range(20))
s = itertools.islice(it, 0, None, 3)
print(next(s), next(it), next(s), next(it), next(s))
# groupby whose key function advances the shared iterator
src = iter([1, 1, 2, 2, 3, 3])
def key(x):
    return x
g = itertools.groupby(src, key)
k, grp = next(g)
print(k, next(src), list(grp), [(k, list(v)) for k, v in g])
# accumulate with a function that raises once
calls = []
def f(a, b):
    calls.append(b)
    if b == 3:
        raise ValueError('three')
    return a + b
acc = itertools.accumulate([1, 2, 3, 4], f)
print(next(acc), next(acc))
t(lambda: next(acc))
print(list(acc), calls)
# product and permutations of a list mutated after they were made
l = [1, 2]
p = itertools.product(l, repeat=2)
l.append(3)
print(list(p))
# zip_longest with an iterator that fails midway
def boom():
    raise KeyError('k')
class Fails:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i == 2:
            boom()
        return self.i
z = itertools.zip_longest([1, 2, 3], Fails())
print(next(z))
t(lambda: next(z))
print(list(z))
