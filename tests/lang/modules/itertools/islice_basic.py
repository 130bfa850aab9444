# itertools.islice: start, stop, step, None, and what it consumes
from itertools import islice, count

print(list(islice('ABCDEFG', 2)))
print(list(islice('ABCDEFG', 2, 4)))
print(list(islice('ABCDEFG', 2, None)))
print(list(islice('ABCDEFG', 0, None, 2)))
print(list(islice('ABCDEFG', None)))
print(list(islice('ABCDEFG', None, None, None)))
print(list(islice('ABCDEFG', None, 3)))
print(list(islice('ABCDEFG', 5, 2)))
print(list(islice('ABCDEFG', 10)))
print(list(islice('ABCDEFG', 10, 20)))
print(list(islice(count(), 3, 30, 7)))
print(list(islice(range(100), 0, 100, 33)))
print(list(islice([], 0)))
print(list(islice('abc', 0)))
print(list(islice('abcdef', True, 5, True)))
# the iterator is read only as far as needed
it = iter(range(10))
print(list(islice(it, 3)), next(it))
it = iter(range(10))
print(list(islice(it, 2, 4)), next(it))
it = iter(range(10))
print(list(islice(it, 1, 8, 3)), next(it))
it = iter(range(3))
s = islice(it, 5)
print(list(s), list(s))
class N:
    def __index__(self):
        return 2
print(list(islice('abcdef', N(), None, N())))
print(list(islice(count(), 2**40, 2**40 + 2)) if False else 'skip')
