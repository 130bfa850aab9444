# dict == dict while values' __eq__ mutate either dict
class V:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __eq__(self, other):
        a = self.act
        if a is not None:
            self.act = None
            a()
        return isinstance(other, V) and self.v == other.v
    def __repr__(self):
        return 'V(%d)' % self.v

d1 = {i: V(i) for i in range(8)}
d2 = {i: V(i) for i in range(8)}
print(d1 == d2, d1 != d2)
d1[0].act = d1.clear
print(d1 == d2, len(d1))
d1 = {i: V(i) for i in range(8)}
d1[3].act = lambda: d2.clear()
print(d1 == d2, len(d2))
d1 = {i: V(i) for i in range(8)}
d2 = {i: V(i) for i in range(8)}
def grow():
    for i in range(100, 150):
        d1[i] = V(i)
d1[2].act = grow
print(d1 == d2, len(d1))
d1 = {i: V(i) for i in range(8)}
d2 = {i: V(i) for i in range(8)}
d1[4].act = lambda: d1.pop(5)
print(d1 == d2, len(d1))
# keys whose __eq__ runs during the lookup in the other dict
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 0
    def __eq__(self, other):
        if isinstance(other, K):
            holder[0].clear()
            return self.v == other.v
        return NotImplemented
holder = [{}]
a = {K(1): 1, K(2): 2}
holder[0] = a
b = {K(2): 2, K(1): 1}
print(a == b, len(a))
# an exception from a value's __eq__ propagates
class Bad:
    def __eq__(self, other):
        raise ValueError('no compare')
try:
    {1: Bad()} == {1: Bad()}
except ValueError as e:
    print('ValueError', e)
# lengths differ: no __eq__ runs
print({1: Bad()} == {1: Bad(), 2: 2})
