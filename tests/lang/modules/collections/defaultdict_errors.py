from collections import defaultdict
d = defaultdict()
try:
    d['x']
except KeyError as e:
    print(type(e).__name__, e)
n = defaultdict(None, a=1)
try:
    n['b']
except KeyError as e:
    print(type(e).__name__, e)
print(n['a'])
for bad in [1, 'x', [list]]:
    try:
        defaultdict(bad)
    except TypeError as e:
        print(type(e).__name__, e)
def boom():
    raise ValueError('factory failed')
b = defaultdict(boom)
try:
    b['k']
except ValueError as e:
    print(type(e).__name__, e)
print(dict(b), len(b))
try:
    defaultdict(list)[[1]]
except TypeError as e:
    print(type(e).__name__, e)
d2 = defaultdict(list)
d2.default_factory = int
d2['z'] += 3; print(d2)
d2.default_factory = None
try:
    d2['y']
except KeyError as e:
    print(type(e).__name__, e)
