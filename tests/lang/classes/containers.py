class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __setitem__(self, i, v):
        self.items[i] = v
    def __delitem__(self, i):
        del self.items[i]
    def __contains__(self, x):
        return x in self.items
    def __iter__(self):
        return iter(self.items)
    def __reversed__(self):
        return reversed(self.items)
b = Bag(1, 2, 3)
print(len(b), b[0], b[-1], b[1:], 2 in b, 5 in b, list(b), bool(b), bool(Bag()))
b[0] = 10
del b[1]
print(b.items, [x * 2 for x in b], sum(b), max(b), sorted(b, reverse=True))
print(list(reversed(b)), tuple(b), set(b) == {10, 3}, dict.fromkeys(b))
a, c = b
print(a, c)
print(*b)
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(Seq()), 20 in Seq(), 5 in Seq())
for x in Seq():
    print(x)
class NoLen:
    pass
try:
    len(NoLen())
except TypeError as e:
    print(e)
try:
    NoLen()[0]
except TypeError as e:
    print(e)
try:
    NoLen()[0] = 1
except TypeError as e:
    print(e)
try:
    iter(NoLen())
except TypeError as e:
    print(e)
try:
    1 in NoLen()
except TypeError as e:
    print(e)
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print(e)
class StrLen:
    def __len__(self):
        return '3'
try:
    len(StrLen())
except TypeError as e:
    print(e)


# del on a class without __delitem__: CPython's two messages (an index key
# takes its sequence path)
class NoDel:
    def __getitem__(self, k):
        return k


for key in (0, True, 'k', (1,), None):
    try:
        del NoDel()[key]
    except TypeError as e:
        print(type(e).__name__, e)
for o in ((1,), 'ab', b'x', range(3), frozenset(), 5, 1.5, None, {}.keys(), len):
    for key in (0, 'a'):
        try:
            del o[key]
        except TypeError as e:
            print(type(e).__name__, e)


class SetOnly:
    def __setitem__(self, k, v):
        pass


class DelOnly:
    def __delitem__(self, k):
        pass


try:
    del SetOnly()[0]
except AttributeError as e:
    print(type(e).__name__, e)
try:
    DelOnly()[0] = 1
except AttributeError as e:
    print(type(e).__name__, e)
