# repr of deeply nested containers: a RecursionError, never a crash, and
# the Python code at the bottom may run a collection
class Leaf:
    def __repr__(self):
        [str(i) for i in range(10)]
        return 'leaf'
x = [Leaf()]
for i in range(300):
    x = [x]
r = repr(x)
print(r.count('['), r.count('leaf'))
x = (Leaf(),)
for i in range(300):
    x = (x, i)
print(len(repr(x)))
d = {'k': Leaf()}
for i in range(300):
    d = {'k': d}
print(repr(d).count('{'))
# the leaf throws away the only other reference to the levels above it
holder = [None]
class Dropper:
    def __repr__(self):
        holder[0] = None
        [str(i) for i in range(10)]
        return 'dropped'
def build():
    x = [Dropper()]
    for i in range(300):
        x = [x, [i] * 3]
    return x
holder[0] = build()
print(len(repr(holder)))
x = [Leaf()]
for i in range(500):
    x = [x] if i % 2 else ({'k': x},)
print(len(repr(x)))
# far too deep: RecursionError
x = [Leaf()]
for i in range(1200):
    x = [x]
try:
    repr(x)
except RecursionError as e:
    print('RecursionError')
fs = frozenset()
for i in range(1200):
    fs = frozenset([fs])
try:
    repr(fs)
except RecursionError as e:
    print('RecursionError')
d = {}
for i in range(1200):
    d = {1: d}
try:
    repr(d)
except RecursionError as e:
    print('RecursionError')
# __repr__ recursing into itself
class Self:
    def __repr__(self):
        return repr([self])
try:
    repr(Self())
except RecursionError as e:
    print('RecursionError')
# a list containing itself
l = [1]
l.append(l)
d = {}
d['d'] = d
print(l, d)
s = [Leaf()]
s.append((s, {'s': s}))
print(s)
