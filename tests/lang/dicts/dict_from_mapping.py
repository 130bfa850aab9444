# dict(m) and d.update(m) read an object with keys() as a mapping: its keys,
# then m[k] for each.
class M:
    def __init__(self, data):
        self.data = data

    def keys(self):
        print('keys')
        return list(self.data)

    def __getitem__(self, k):
        return self.data[k] * 10


class Pairs:
    def __iter__(self):
        return iter([('a', 1), ('b', 2)])


m = M({'x': 1, 'y': 2})
print(dict(m))
d = {'z': 0}
d.update(m)
print(d)
print(dict(Pairs()))


class BadKey(M):
    def __getitem__(self, k):
        raise KeyError(k)


try:
    dict(BadKey({'q': 1}))
except KeyError as e:
    print(type(e).__name__, e)


class NotIterableKeys:
    def keys(self):
        return 5


try:
    dict(NotIterableKeys())
except TypeError as e:
    print(type(e).__name__, e)
