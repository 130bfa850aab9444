# every special method raising inside every built-in that calls it: the
# exception comes out unchanged (type and message), and nothing is left
# half done in a way the script can see
class Boom(Exception):
    pass
def raiser(name):
    def f(self, *args):
        raise Boom(name)
    return f
class AllBad:
    __eq__ = raiser('eq')
    __hash__ = raiser('hash')
    __lt__ = raiser('lt')
    __gt__ = raiser('gt')
    __repr__ = raiser('repr')
    __len__ = raiser('len')
    __iter__ = raiser('iter')
    __getitem__ = raiser('getitem')
    __contains__ = raiser('contains')
    __bool__ = raiser('bool')
class NextBad:
    def __iter__(self):
        return self
    __next__ = raiser('next')
class HashOk(AllBad):
    def __hash__(self):
        return 1
x = AllBad()
h = HashOk()
ops = [
    ('d[x]', lambda: {}[x]), ('d[x]=1', lambda: {}.__setitem__(x, 1)), ('del', lambda: {}.__delitem__(x)),
    ('get', lambda: {}.get(x)), ('setdefault', lambda: {}.setdefault(x)), ('pop', lambda: {}.pop(x, 0)),
    ('in dict', lambda: x in {}), ('dict eq', lambda: {1: h} == {1: h, 2: 0} or {1: h} == {1: HashOk()}),
    ('dict lookup eq', lambda: {h: 1}[HashOk()]), ('fromkeys', lambda: dict.fromkeys([1, x])),
    ('update', lambda: {}.update([(x, 1)])), ('dict()', lambda: dict([(1, 2), (x, 3)])),
    ('set add', lambda: set().add(x)), ('set in', lambda: x in {1}), ('set eq', lambda: {h} == {HashOk()}),
    ('set()', lambda: set([1, x])), ('set |', lambda: {h} | {HashOk()}), ('set &', lambda: {h} & {HashOk()}),
    ('discard', lambda: {h}.discard(HashOk())), ('remove', lambda: {h}.remove(HashOk())),
    ('sort', lambda: [x, x].sort()), ('sorted', lambda: sorted([1, x])), ('sort key', lambda: [1, 2].sort(key=lambda v: x)),
    ('index', lambda: [x].index(1)), ('count', lambda: (1, x).count(2)), ('remove l', lambda: [x].remove(0)),
    ('in list', lambda: 0 in [x]), ('list eq', lambda: [x] == [0]), ('list lt', lambda: [x] < [0]),
    ('tuple eq', lambda: (x,) == (0,)), ('tuple lt', lambda: (x,) < (0,)), ('hash tuple', lambda: hash((1, x))),
    ('min', lambda: min(x, x)), ('max', lambda: max([x, x])), ('max key', lambda: max([1, 2], key=lambda v: x)),
    ('sum', lambda: sum([x])), ('any', lambda: any([x])), ('all', lambda: all([x])),
    ('repr', lambda: repr([x])), ('str', lambda: str((x,))), ('repr dict', lambda: repr({1: x})),
    ('repr set', lambda: repr({h})), ('join', lambda: ''.join(x)), ('list()', lambda: list(x)),
    ('tuple()', lambda: tuple(NextBad())), ('zip', lambda: list(zip([1], NextBad()))),
    ('map', lambda: list(map(len, [x]))), ('filter', lambda: list(filter(None, [x]))),
    ('enumerate', lambda: list(enumerate(NextBad()))), ('unpack', lambda: [a for a, b in [NextBad()]]),
    ('len', lambda: len(x)), ('bool', lambda: bool(x)), ('in user', lambda: 1 in x), ('getitem', lambda: x[0]),
    ('reversed', lambda: reversed(x)), ('for', lambda: [i for i in x]), ('star', lambda: [*NextBad()]),
]
for name, f in ops:
    try:
        f()
        print(name, 'no error')
    except Boom as e:
        print(name, 'Boom', e)
    except Exception as e:
        print(name, type(e).__name__, e)
