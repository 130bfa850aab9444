from collections import defaultdict, Counter, deque, OrderedDict
for f in [int, float, str, list, tuple, dict, set, frozenset, bool, Counter, deque, OrderedDict, lambda: [0]]:
    d = defaultdict(f)
    print(repr(d['k']), len(d))
class Factory:
    n = 0
    def __call__(self):
        Factory.n += 1
        return Factory.n
d = defaultdict(Factory())
print(d['a'], d['b'], d['a'], dict(d))
m = defaultdict(list)
m.setdefault('x', []).append(1)
print(m.get('y'), 'y' in m, m['y'], 'y' in m, m)
print(defaultdict(int).__missing__('q') if False else None)
dd = defaultdict(int)
print(dd.__missing__('q'), dd)
