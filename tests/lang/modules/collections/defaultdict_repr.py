from collections import defaultdict
print(defaultdict(list))
print(defaultdict(int, {'a': 1}))
print(defaultdict(lambda: 0).default_factory is not None)
def make():
    return 1
print(repr(defaultdict(make, {1: 2}))[:30])
d = defaultdict(list)
d['self'] = d
print(d)
x = defaultdict(dict, {'n': defaultdict(set)})
print(x)
print(str(defaultdict(tuple)), [defaultdict(float)])
class F:
    def __call__(self):
        return 0
    def __repr__(self):
        return 'F()'
print(defaultdict(F()))
