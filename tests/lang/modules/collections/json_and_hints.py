import json
from collections import Counter, defaultdict, deque, OrderedDict, ChainMap
c = Counter('aab'); d = defaultdict(list, a=[1]); o = OrderedDict(z=1)
print(json.dumps(c), json.dumps(d), json.dumps(o), json.dumps({'c': c}))
try:
    json.dumps(deque([1]))
except TypeError as e:
    print(type(e).__name__, e)
for t in ['Counter[str]', 'deque[int]', 'defaultdict[str, list]', 'OrderedDict[str, int]', 'ChainMap[str, int]']:
    try:
        print(t, {'Counter[str]': lambda: Counter[str], 'deque[int]': lambda: deque[int], 'defaultdict[str, list]': lambda: defaultdict[str, list], 'OrderedDict[str, int]': lambda: OrderedDict[str, int], 'ChainMap[str, int]': lambda: ChainMap[str, int]}[t]())
    except Exception as e:
        print(t, type(e).__name__, e)
def f(x: Counter[str], y: deque[int]) -> defaultdict[str, list]:
    return x
print(f(c, deque()))
print(f"{c}", f"{deque([1])!r}", "%s" % (d,))
print(sorted(c, key=c.get, reverse=True), max(c, key=c.get), c.most_common()[0][0])
import collections
print(isinstance(c, collections.Counter), collections.Counter('x'))
