# copy.copy: a new outer container whose items are the same objects; immutables come back as themselves
import copy
inner = [1, 2]
for x in [[inner, 3], {'k': inner}, {inner[0], 5}, (inner, 1), frozenset({1, 2})]:
    y = copy.copy(x)
    same_outer = y is x
    if isinstance(x, dict):
        shared = y['k'] is inner
    elif isinstance(x, (list, tuple)):
        shared = y[0] is inner if x[0] is inner else None
    else:
        shared = None
    print(type(x).__name__, y == x, same_outer, shared)
for v in [1, 10**40, 1.5, 'str', b'b', None, True, range(3), len, int, Ellipsis, (1, 2), frozenset()]:
    print(repr(v), copy.copy(v) is v, copy.deepcopy(v) is v)
a = [[0] * 2] * 2
b = copy.copy(a)
b[0][0] = 9
print(a, b, b[0] is b[1])
d = {'x': [1], 'y': {'z': 2}}
e = copy.copy(d)
e['x'].append(2); e['y']['w'] = 3; e['new'] = 0
print(d, e)
