# d[k] = v and del d[k] while the keys' __hash__ / __eq__ change the dict
class K:
    def __init__(self, v, on_eq=None, on_hash=None):
        self.v = v
        self.on_eq = on_eq
        self.on_hash = on_hash
    def __hash__(self):
        f = self.on_hash
        if f is not None:
            self.on_hash = None
            f()
        return 3
    def __eq__(self, other):
        f = self.on_eq
        if f is not None:
            self.on_eq = None
            f()
        if not isinstance(other, K):
            return NotImplemented
        return self.v == other.v
    def __repr__(self):
        return 'K%d' % self.v

# __hash__ of the new key grows the dict before the insertion
d = {}
k = K(1, on_hash=lambda: d.update((i, i) for i in range(50)))
d[k] = 'one'
print(len(d), d[k])
# __hash__ of the new key clears the dict
d = {i: str(i) for i in range(20)}
k = K(2, on_hash=d.clear)
d[k] = 'two'
print(d)
# __eq__ of the stored key (same hash) inserts many keys: the new key still
# lands once
d = {}
first = K(1)
d[first] = 'a'
first.on_eq = lambda: d.update({('x', i): i for i in range(40)})
d[K(2)] = 'b'
print(len(d), d[K(2)], d[K(1)])
# __eq__ deletes the entry it compares: the insertion restarts
d = {}
first = K(1)
d[first] = 'a'
first.on_eq = lambda: d.pop(first)
d[K(1)] = 'b'
print(d, len(d))
# del d[k] while __eq__ clears the dict: the key is gone, KeyError
d = {}
first = K(1)
d[first] = 'a'
first.on_eq = d.clear
try:
    del d[K(1)]
except KeyError as e:
    print('KeyError', e)
print(d)
# del d[k] where __eq__ inserts other keys: the right key goes
d = {}
first = K(1)
d[first] = 'a'
d[K(5)] = 'e'
first.on_eq = lambda: d.update({i: i for i in range(30)})
del d[K(5)]
print(len(d), K(5) in d, K(1) in d)
# the same dict in a subscript chain
d = {}
d[K(0)] = {}
inner = d[K(0)]
inner[K(1, on_hash=lambda: d.clear())] = 1
print(d, inner)
