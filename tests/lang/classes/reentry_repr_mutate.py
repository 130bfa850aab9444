# repr()/str() of containers whose items' __repr__ change the container
class R:
    def __init__(self, name, act=None):
        self.name = name
        self.act = act
    def __repr__(self):
        a = self.act
        if a is not None:
            self.act = None
            a()
        [str(i) for i in range(5)]
        return self.name
l = [R('a'), R('b'), R('c')]
l[0].act = l.clear
print(repr(l), l)
l = [R('a'), R('b'), R('c')]
l[1].act = lambda: l.append(R('d'))
print(repr(l))
l = [R('a'), R('b'), R('c')]
l[0].act = lambda: l.extend(R(str(i)) for i in range(3))
print(str(l))
# a dict: the key's repr deletes the entry; the value must still print
d = {}
k = R('k')
d[k] = R('v')
k.act = lambda: d.clear()
print(repr(d), d)
d = {}
k1, k2 = R('k1'), R('k2')
d[k1] = R('v1')
d[k2] = R('v2')
k1.act = lambda: d.pop(k2)
print(repr(d))
d = {}
k = R('k')
d[k] = R('v')
d['x'] = R('w')
k.act = lambda: d.update((i, R(str(i))) for i in range(40))
try:
    r = repr(d)
    print(r[:30])
except RuntimeError as e:
    print('RuntimeError', e)
# the value's repr adds keys
d = {}
d['a'] = R('va', lambda: d.update({'b': R('vb')}))
try:
    print(repr(d))
except RuntimeError as e:
    print('RuntimeError', e)
# tuples of lists
inner = [R('x'), R('y')]
t = (inner, R('z', inner.clear))
print(repr(t), inner)
# nested: the innermost repr empties the outer list
outer = [[[R('deep')]]]
outer[0][0][0].act = outer.clear
print(repr(outer), outer)
# str() of a container uses repr of the items
class S:
    def __str__(self):
        return 'str!'
    def __repr__(self):
        return 'repr!'
print(str([S()]), str((S(),)), str({1: S()}), str({S()} and [S()]))
# errors from __repr__ propagate
class Bad:
    def __repr__(self):
        raise UnicodeError('no repr')
for c in ([Bad()], (Bad(),), {1: Bad()}, {Bad()}, {'k': [Bad()]}):
    try:
        repr(c)
    except UnicodeError as e:
        print(type(c).__name__, 'UnicodeError', e)
class NotStr:
    def __repr__(self):
        return 42
try:
    repr([NotStr()])
except TypeError as e:
    print('TypeError', e)
