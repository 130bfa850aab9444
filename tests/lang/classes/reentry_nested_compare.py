# comparisons of nested containers holding instances whose __eq__/__lt__
# run Python code or mutate the containers
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        [str(i) for i in range(5)]
        return isinstance(o, E) and self.v == o.v
    def __lt__(self, o):
        [str(i) for i in range(5)]
        return self.v < o.v
    def __hash__(self):
        return hash(self.v)
def nest(depth, leaf):
    x = leaf
    for i in range(depth):
        x = [x, (i, {'k': x})]
    return x
print(nest(5, E(1)) == nest(5, E(1)), nest(5, E(1)) == nest(5, E(2)), nest(3, E(1)) < nest(3, E(2)))
# a deep nesting with a Python __eq__ at the bottom
a = [E(1)]
b = [E(1)]
for i in range(200):
    a = [a]
    b = [b]
print(a == b, a != b)
a2 = (E(3),)
b2 = (E(3),)
for i in range(200):
    a2 = (a2, i)
    b2 = (b2, i)
print(a2 == b2, a2 <= b2)
d1 = {'x': E(1)}
d2 = {'x': E(1)}
for i in range(200):
    d1 = {'x': d1}
    d2 = {'x': d2}
print(d1 == d2)
# too deep: RecursionError
a = [1]
b = [1]
for i in range(1200):
    a = [a]
    b = [b]
try:
    a == b
except RecursionError:
    print('RecursionError')
# a recursive __eq__
class Node:
    def __init__(self, nxt):
        self.nxt = nxt
    def __eq__(self, o):
        return self.nxt == o.nxt
x = Node(None)
y = Node(None)
for i in range(40):
    x = Node(x)
    y = Node(y)
print(x == y)
class Loop:
    def __eq__(self, o):
        return [self] == [o]
try:
    Loop() == Loop()
except RecursionError:
    print('RecursionError')
# the inner list shrinks while comparing
inner = [E(1), E(2), E(3)]
class Clear(E):
    def __eq__(self, o):
        inner.clear()
        return True
outer1 = [1, [Clear(0), inner]]
outer2 = [1, [E(0), [E(1), E(2), E(3)]]]
print(outer1 == outer2, inner)
# set and frozenset of tuples of instances
s1 = {(E(i), i) for i in range(4)}
s2 = {(E(i), i) for i in range(4)}
print(s1 == s2, frozenset(s1) == s2)
