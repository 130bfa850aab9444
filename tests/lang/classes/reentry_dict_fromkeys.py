# dict.fromkeys: from a dict or a set the stored hashes are used (no
# __hash__ runs); from any other iterable each key is hashed; keys whose
# __eq__ changes the source or the dict being built
hashes = []
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        hashes.append(self.v)
        return self.v % 2
    def __eq__(self, o):
        [str(i) for i in range(4)]
        return isinstance(o, K) and self.v == o.v
    def __repr__(self):
        return 'K%d' % self.v
src_d = {K(i): i for i in range(4)}
src_s = {K(i) for i in range(4)}
hashes.clear()
a = dict.fromkeys(src_d)
b = dict.fromkeys(src_s, 'x')
print(len(a), len(b), hashes)
c = dict.fromkeys([K(1), K(2), K(1)], [])
print(c, sorted(hashes))
print(dict.fromkeys(map(K, range(3))), dict.fromkeys('abca', 0), dict.fromkeys(()))
# a key's __eq__ empties the source while fromkeys walks it
class Clear(K):
    __hash__ = K.__hash__
    def __eq__(self, o):
        src.clear()
        return False
src = {}
src = {Clear(0): 0, Clear(2): 2, Clear(4): 4}
r = dict.fromkeys(src)
print(len(r) >= 1, len(src))
src = {Clear(0), Clear(2), Clear(4)}
r = dict.fromkeys(src)
print(len(r) >= 1, len(src))
# an iterator whose __iter__ runs a collection and whose keys are fresh
class Src:
    def __iter__(self):
        [str(i) for i in range(10)]
        return iter([K(7), K(8)])
print(dict.fromkeys(Src(), 0))
class Bad:
    def __iter__(self):
        raise TabError('iter')
try:
    dict.fromkeys(Bad())
except TabError as e:
    print('TabError', e)
try:
    dict.fromkeys([[1]])
except TypeError as e:
    print('TypeError', e)
