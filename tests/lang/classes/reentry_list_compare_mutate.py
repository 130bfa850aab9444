# list and tuple comparisons while an item's __eq__ / __lt__ mutates a list
class E:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __eq__(self, other):
        a = self.act
        if a is not None:
            self.act = None
            a()
        return isinstance(other, E) and self.v == other.v
    def __lt__(self, other):
        a = self.act
        if a is not None:
            self.act = None
            a()
        return self.v < other.v
    def __repr__(self):
        return 'E%d' % self.v

a = [E(1), E(2), E(3)]
b = [E(1), E(2), E(3)]
a[0].act = a.clear
print(a == b, a, len(b))
a = [E(1), E(2), E(3)]
b = [E(1), E(2), E(3)]
a[1].act = lambda: b.append(E(4))
print(a == b, a != b, len(b))
a = [E(1), E(2), E(3)]
b = [E(1), E(5), E(3)]
a[1].act = b.clear
print(a < b, a, b)
a = [E(1), E(2), E(3)]
b = [E(1), E(5), E(3)]
a[0].act = lambda: b.__delitem__(slice(1, None))
print(a < b, a <= b, a > b, b)
a = [E(1), E(2)]
b = [E(1), E(2), E(0)]
a[1].act = lambda: a.extend([E(7)] * 5)
print(a < b, len(a))
# tuples holding a list that an item clears
inner = [E(1), E(2)]
t1 = (inner, E(3))
t2 = ([E(1), E(2)], E(3))
inner[0].act = inner.clear
print(t1 == t2, t1 < t2, inner)
# exceptions and NotImplemented
class Bad:
    def __eq__(self, other):
        raise LookupError('eq')
    def __lt__(self, other):
        raise LookupError('lt')
for op in ('==', '!=', '<', '<=', '>', '>='):
    try:

        if op == '==': r = [1, Bad()] == [1, Bad()]
        elif op == '!=': r = [1, Bad()] != [1, Bad()]
        elif op == '<': r = [1, Bad()] < [1, Bad()]
        elif op == '<=': r = [1, Bad()] <= [1, Bad()]
        elif op == '>': r = [1, Bad()] > [1, Bad()]
        else: r = [1, Bad()] >= [1, Bad()]
        print(op, r)
    except LookupError as e:
        print(op, 'LookupError', e)
class Eq:
    def __eq__(self, other):
        return True
x = Eq()
print((x, 1) == (2, 1), [x] == [5], (1, x) < (1, 2, 3))
