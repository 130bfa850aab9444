# dict lookups whose key __eq__ changes the dict being searched: CPython
# restarts the lookup when the table or the compared entry changed, so the
# answer is always that of the dict as it is at the end
class K:
    def __init__(self, v, action=None):
        self.v = v
        self.action = action
    def __hash__(self):
        return 7
    def __eq__(self, other):
        act = self.action
        if act is not None:
            self.action = None
            act()
        if not isinstance(other, K):
            return NotImplemented
        return self.v == other.v
    def __repr__(self):
        return 'K(%r)' % (self.v,)

# __eq__ inserts one key (no resize): the lookup goes on
d = {}
a = K(1, lambda: d.__setitem__('x', 1))
d[a] = 'a'
print(d.get(K(1)), len(d))
# __eq__ inserts many keys: the table is resized under the lookup
d = {}
a = K(1, lambda: [d.__setitem__(i, i) for i in range(100)])
d[a] = 'a'
print(d[K(1)], len(d))
# __eq__ deletes the entry being compared: the lookup restarts, finds nothing
d = {}
a = K(1)
d[a] = 'a'
a.action = lambda: d.pop(a)
print(K(1) in d, len(d))
# __eq__ clears the dict
d = {}
a = K(1)
d[a] = 'a'
a.action = d.clear
print(d.get(K(1), 'missing'), d)
# __eq__ replaces the entry by an equal key with another value
d = {}
a = K(1)
d[a] = 'a'
def swap():
    del d[a]
    d[K(1)] = 'b'
a.action = swap
print(d[K(1)], len(d))
# the key being looked up mutates: its __eq__ runs when it is on the right
class R:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 7
    def __eq__(self, other):
        for i in range(3):
            d2[('r', i)] = i
        return NotImplemented
d2 = {}
d2[K(5)] = 5
print(R(5) in d2, sorted(k for k in d2 if isinstance(k, tuple)))
try:
    d2[R(5)]
except KeyError as e:
    print('KeyError', type(e.args[0]).__name__)
