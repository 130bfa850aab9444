# copy and deepcopy over a matrix of argument types
import copy

class Obj:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Obj(%r)' % (self.v,)

values = [0, 3, -2, 2.5, 'ab', '', [1, 2], [], (3, 4), {'k': [1]}, None, True, Obj([1]), {1, 2},
          frozenset('a'), b'x', range(3), 2**80, (1, (2, [3])), [Obj(1), Obj(1)], {'o': Obj({})}]

for v in values:
    c = copy.copy(v)
    d = copy.deepcopy(v)
    print(repr(v), repr(c), repr(d), c is v, d is v, type(c) is type(v), type(d) is type(v))
    if isinstance(v, (list, dict, tuple)) and v:
        first = v[0] if not isinstance(v, dict) else list(v.values())[0]
        cf = c[0] if not isinstance(c, dict) else list(c.values())[0]
        df = d[0] if not isinstance(d, dict) else list(d.values())[0]
        print('  items', cf is first, df is first)
