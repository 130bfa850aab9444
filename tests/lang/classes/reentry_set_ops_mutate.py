# set operators and comparisons while elements' __eq__ mutate an operand
class E:
    def __init__(self, v, act=None):
        self.v = v
        self.act = act
    def __hash__(self):
        return self.v % 3
    def __eq__(self, other):
        a = self.act
        if a is not None:
            self.act = None
            a()
        if not isinstance(other, E):
            return NotImplemented
        return self.v == other.v
    def __repr__(self):
        return 'E%d' % self.v

def mk(vals):
    return {E(v) for v in vals}

a = mk(range(6))
b = mk(range(3, 9))
print(sorted(x.v for x in a | b), sorted(x.v for x in a & b), sorted(x.v for x in a - b), sorted(x.v for x in a ^ b))
print(a == b, a <= b, a < a | b, a >= a & b)
# an element of a clears b during a & b
a = mk(range(6))
b = mk(range(3, 9))
for x in a:
    x.act = b.clear
r = a & b
print(type(r).__name__, len(b))
a = mk(range(6))
b = mk(range(3, 9))
for x in b:
    x.act = lambda: b.update(range(100, 160))
r = a - b
print(len(r) <= 6, len(b))
a = mk(range(6))
b = mk(range(6))
for x in a:
    x.act = lambda: b.discard(E(99))
print(a == b)
# __hash__ is not called again when set operations reuse stored hashes
count = [0]
class C:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        count[0] += 1
        return self.v
    def __eq__(self, o):
        return isinstance(o, C) and self.v == o.v
x = {C(1), C(2), C(3)}
y = {C(2), C(3), C(4)}
count[0] = 0
r = [len(x | y), len(x & y), len(x - y), len(x ^ y), x == y, x <= y, x.issubset(y), x.isdisjoint(y)]
print(r, count[0])
z = set(x)
z2 = frozenset(y)
z3 = x.copy()
x.update(y)
print(len(z), len(z2), len(z3), len(x), count[0])
# exceptions from __eq__ propagate out of the operators
class Bad:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        raise ArithmeticError('cmp')
try:
    {Bad()} & {Bad()}
except ArithmeticError as e:
    print('ArithmeticError', e)
try:
    {Bad(), Bad()}
except ArithmeticError as e:
    print('ArithmeticError', e)
