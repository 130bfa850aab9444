from collections import Counter
c = Counter('aab')
c.update('abc'); print(c)
c.update({'a': 10, 'z': 1}); print(c)
c.update(Counter(b=5)); print(c)
c.update(a=1, q=2); print(c)
c.update(); c.update(None); print(c)
c.update([('a', 1)]); print(c)
c.subtract('aaa'); print(c)
c.subtract({'b': 100}); print(c)
c.subtract(z=5); print(c)
c.subtract(Counter(q=2)); print(c)
c.subtract(); print(c)
d = Counter(); d.update({'x': 1}); print(d)
d.update(iter([1, 2, 1])); print(d)
for bad in [1, 1.5]:
    try:
        Counter().update(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    Counter().subtract(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Counter([[1]])
except TypeError as e:
    print(type(e).__name__, e)
try:
    Counter('a', 'b')
except TypeError as e:
    print(type(e).__name__, e)
x = Counter({'a': 1.5}); x.update({'a': 2}); print(x)
y = Counter(); y.update(['k'] * 1000); print(y)
