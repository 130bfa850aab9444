# tuple ==, <, index, count, `in` and hash with items whose special
# methods run Python code, raise, or change mutable items of the tuple
class E:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __eq__(self, o):
        a = self.act
        if a is not None:
            self.act = None
            a()
        [str(i) for i in range(4)]
        return isinstance(o, E) and self.v == o.v
    def __lt__(self, o):
        [str(i) for i in range(4)]
        return self.v < o.v
    def __hash__(self):
        return self.v
    def __repr__(self):
        return 'E%d' % self.v
t = (E(1), E(2), E(3), E(2))
print(t.index(E(2)), t.index(E(2), 2), t.count(E(2)), E(3) in t, E(9) in t)
try:
    t.index(E(2), 2, 3)
except ValueError as e:
    print('ValueError', e)
print(t == (E(1), E(2), E(3), E(2)), t < (E(1), E(2), E(4)), t > (E(1),), t <= t)
inner = [E(1), E(2)]
t1 = (inner, 'x')
t2 = ([E(1), E(2)], 'x')
inner[0].act = lambda: inner.append(E(5))
print(t1 == t2, t1, t1 != t2)
inner = [E(1), E(2)]
t1 = (0, inner)
inner[1].act = inner.clear
print((0, [E(1), E(2)]) == t1, t1.count([E(1), E(2)]), t1)
# hash(tuple) with items whose hash drops the tuple's only other reference
holder = []
class Drop:
    def __hash__(self):
        holder.clear()
        [str(i) for i in range(6)]
        return 9
holder.append((Drop(), E(4), Drop()))
print(hash(holder[0]) == hash((Drop(), E(4), Drop())))
# tuple.index on a tuple whose item compares by raising
class Bad:
    def __eq__(self, o):
        raise UnboundLocalError('eq')
try:
    (1, Bad()).index(5)
except UnboundLocalError as e:
    print('UnboundLocalError', e)
try:
    (Bad(),) < (Bad(),)
except UnboundLocalError as e:
    print('UnboundLocalError', e)
print(() < (Bad(),), (1, Bad()) < (2, Bad()))
