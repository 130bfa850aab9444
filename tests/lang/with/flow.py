class CM:
    def __init__(self, log, name):
        self.log, self.name = log, name
    def __enter__(self):
        self.log.append('+' + self.name)
    def __exit__(self, t, v, tb):
        self.log.append('-' + self.name)
def f(log, mode):
    for i in range(3):
        with CM(log, 'outer%d' % i):
            try:
                with CM(log, 'inner'):
                    if mode == 'return':
                        return 'r%d' % i
                    if mode == 'break':
                        break
                    if mode == 'continue':
                        continue
                    if mode == 'raise':
                        raise ValueError(i)
            finally:
                log.append('finally')
    return 'end'
for mode in ('return', 'break', 'continue', 'raise', 'none'):
    log = []
    try:
        r = f(log, mode)
    except ValueError as e:
        r = 'raised %s' % e
    print(mode, r, log)
def nested_return():
    log = []
    with CM(log, 'a'):
        with CM(log, 'b'):
            with CM(log, 'c'):
                return log
print(nested_return())
def with_in_except():
    log = []
    try:
        raise KeyError
    except KeyError:
        with CM(log, 'h'):
            return log
print(with_in_except())
def target_forms():
    class V:
        def __enter__(self): return [1, 2, 3]
        def __exit__(self, *a): pass
    d = {}
    class O: pass
    o = O()
    with V() as d['k']:
        pass
    with V() as o.attr:
        pass
    with V() as (first, *rest):
        pass
    return d, o.attr, first, rest
print(target_forms())
