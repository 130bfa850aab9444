from collections import Counter
c = Counter(a=3, b=0, c=-1, d=2)
print(sorted(c.elements()), list(c.elements()))
print(list(Counter().elements()), list(Counter('hello').elements()))
print(c.total(), Counter().total(), Counter(a=1.5, b=2).total())
try:
    Counter.fromkeys('abc')
except NotImplementedError as e:
    print(type(e).__name__, e)
try:
    Counter().fromkeys('abc', 1)
except NotImplementedError as e:
    print(type(e).__name__, e)
cp = c.copy(); cp['a'] = 100; print(c['a'], cp['a'], type(cp).__name__)
print(c.pop('a'), c, c.popitem(), c)
print(c.setdefault('z', 7), c)
c.clear(); print(c, len(c))
print(sum(Counter('mississippi').values()), max(Counter('mississippi').items(), key=lambda kv: kv[1]))
