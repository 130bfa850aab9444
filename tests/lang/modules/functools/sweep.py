# every functools entry point over a matrix of argument types
import functools
import operator

class Obj:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Obj(%r)' % (self.v,)

values = [0, 3, -2, 2.5, 'ab', '', [1, 2], [], (3, 4), {'k': 1}, None, True, Obj(1), len, range(3)]

def show(label, f):
    try:
        r = f()
        if isinstance(r, functools.partial):
            r = ('partial', r.args, r.keywords)
        elif callable(r) and not isinstance(r, type):
            r = 'a callable'
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

for v in values:
    print('--', repr(v))
    show('reduce', lambda: functools.reduce(operator.add, v))
    show('reduce-init', lambda: functools.reduce(operator.add, v, 0))
    show('reduce-fn', lambda: functools.reduce(v, [1, 2]))
    show('partial', lambda: functools.partial(v))
    show('partial-arg', lambda: functools.partial(max, v)())
    show('partial-call', lambda: functools.partial(operator.add, v)(v))
    show('cached', lambda: functools.lru_cache(maxsize=4)(lambda x: x)(v))
    show('cache', lambda: functools.cache(lambda x: [x])(v))
    show('typed', lambda: functools.lru_cache(typed=True)(lambda x: x)(v))
    show('lru-arg', lambda: functools.lru_cache(v))
    show('cmp_to_key', lambda: sorted([3, 1, 2], key=functools.cmp_to_key(v)))
    show('key-cmp', lambda: functools.cmp_to_key(operator.sub)(v) < functools.cmp_to_key(operator.sub)(1))
    show('wraps', lambda: functools.wraps(v)(lambda: 0).__wrapped__)
    show('total_ordering', lambda: functools.total_ordering(v))
    show('singledispatch', lambda: functools.singledispatch(lambda x: 'dflt')(v))
