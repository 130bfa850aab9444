from collections import Counter
c = Counter(a=3, b=1); orig = c
c += Counter(a=1, b=-5, c=2); print(c, c is orig)
c -= Counter(a=2, z=3); print(c)
c |= Counter(a=10, y=1, w=-1); print(c)
c &= Counter(a=4, y=3); print(c)
d = Counter(x=1, y=0, z=-1)
d += Counter(); print(d)
e = Counter(x=1, y=0, z=-1)
e -= Counter(); print(e)
f = Counter(a=1); f += {'a': 2, 'b': 3}; print(f)
g = Counter(a=1)
try:
    g += 1
except AttributeError as ex:
    print(type(ex).__name__, ex)
h = Counter(a=5, b=2)
try:
    h &= {'a': 1}
except KeyError as ex:
    print(type(ex).__name__, ex)
print(h)
