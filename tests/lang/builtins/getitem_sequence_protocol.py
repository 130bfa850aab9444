# the old __getitem__ iteration protocol: IndexError ends iteration, used by iter, for, consumers, in, reversed
class Squares:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i

s = Squares(4)
print(list(s), sum(s), max(s), sorted(s, reverse=True), tuple(s))
print(9 in s, 5 in s, ",".join(map(str, s)))
for v in s:
    print("for", v)
it = iter(s)
print(type(it).__name__, next(it), next(it))
a, *b = s
print(a, b)
class WithLen(Squares):
    def __len__(self):
        return self.n
print(list(reversed(WithLen(3))), len(WithLen(3)))
class KeyErr:
    def __getitem__(self, i):
        raise KeyError(i)
try:
    list(KeyErr())
except KeyError as e:
    print(type(e).__name__, e)
class StopIt:
    def __getitem__(self, i):
        if i == 2:
            raise StopIteration
        return i
print(list(StopIt()))
class Infinite:
    def __getitem__(self, i):
        return i
print(7 in Infinite(), list(zip(Infinite(), "abc")))
class NotIterable:
    pass
try:
    iter(NotIterable())
except TypeError as e:
    print(type(e).__name__, e)
