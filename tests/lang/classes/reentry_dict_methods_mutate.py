# dict.get / setdefault / pop / popitem / update / fromkeys / copy with keys
# whose __eq__ or __hash__ mutate the dict
log = []
class K:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __hash__(self):
        log.append('hash')
        return 11
    def __eq__(self, other):
        a = self.act
        if a is not None:
            self.act = None
            a()
        if not isinstance(other, K):
            return NotImplemented
        return self.v == other.v
    def __repr__(self):
        return 'K(%d)' % self.v

d = {}
k1 = K(1)
d[k1] = 'v1'
k1.act = lambda: d.update({n: n for n in range(25)})
print(d.setdefault(K(1), 'new'), len(d))
k1.act = lambda: d.pop(k1)
print(d.setdefault(K(1), 'new'), len(d), d[K(1)])

d = {}
k1 = K(1)
d[k1] = 'v1'
k1.act = d.clear
print(d.pop(K(1), 'gone'), d)

d = {}
k1 = K(1)
d[k1] = 'v1'
d[K(2)] = 'v2'
k1.act = lambda: d.__setitem__(K(3), 'v3')
print(d.pop(K(2)), sorted(x.v for x in d))

try:
    {}.pop(K(9))
except KeyError as e:
    print('KeyError', e)

# update from a dict whose keys mutate the target while they are inserted
d = {}
k1 = K(1)
d[k1] = 1
k1.act = lambda: d.update({('t', i): i for i in range(20)})
d.update({K(2): 2})
print(len(d), d[K(2)])

# copy() and dict(d) reuse the stored hashes: __hash__ is not called again
log.clear()
src = {K(1): 1, K(2): 2}
n = len(log)
c = src.copy()
c2 = dict(src)
c3 = {**src}
print(n, len(log), len(c), len(c2), len(c3))

# fromkeys with keys whose __eq__ clears the dict being built
class C:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 1
    def __eq__(self, other):
        target.clear()
        return False
target = None
keys = [C(i) for i in range(4)]
class FK(dict):
    pass
target = FK.fromkeys([])
r = dict.fromkeys(keys, 0)
print(len(r))
