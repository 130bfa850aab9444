# the old sequence protocol (__getitem__ with ints until IndexError) used
# by iteration, `in`, list(), unpacking and sorted(), with a __getitem__
# that mutates its own storage
class Seq:
    def __init__(self, data):
        self.data = data
    def __getitem__(self, i):
        [str(j) for j in range(5)]
        return self.data[i]
class Growing(Seq):
    def __getitem__(self, i):
        if len(self.data) < 8:
            self.data.append(len(self.data))
        return self.data[i]
class Shrinking(Seq):
    def __getitem__(self, i):
        if self.data:
            self.data.pop(0)
        return self.data[i]
print(list(Seq([1, 2, 3])), tuple(Seq('ab')), sorted(Seq([3, 1, 2])))
print(list(Growing([0])), list(Shrinking(list(range(10)))))
print(3 in Seq([1, 2, 3]), 4 in Growing([0]), 9 in Shrinking(list(range(10))))
a, b, c = Seq([7, 8, 9])
print(a, b, c)
print(dict(Seq([(1, 2), (3, 4)])), set(Seq([1, 1, 2])), max(Seq([4, 9, 2])), min(Seq('zya')))
print(''.join(Seq(['a', 'b'])), sum(Seq([1, 2, 3])), any(Seq([0, 0, 5])), list(enumerate(Seq('xy'))))
it = iter(Seq([1, 2]))
print(next(it), next(it), next(it, 'end'), next(it, 'end'))
class KeyErr:
    def __getitem__(self, i):
        raise KeyError(i)
try:
    list(KeyErr())
except KeyError as e:
    print('KeyError', e)
class StopAt:
    def __getitem__(self, i):
        if i == 2:
            raise StopIteration
        return i
print(list(StopAt()))
class Neg:
    def __getitem__(self, i):
        return -1 if i < 3 else [][0]
print(list(Neg()))
