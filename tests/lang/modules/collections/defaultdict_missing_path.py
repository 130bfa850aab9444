from collections import defaultdict
calls = []
def factory():
    calls.append(1)
    return []
d = defaultdict(factory)
d['a'].append(1)
d['a'].append(2)
print(len(calls), 'b' in d, d.get('b'), len(calls), d.setdefault('c', 'x'), len(calls))
print(d.pop('zz', None), len(calls))
try:
    d.pop('zz')
except KeyError as e:
    print(type(e).__name__, e)
print(len(calls))
e = defaultdict(int, {'x': 1})
print(e['x'], e['y'], sorted(e.items()))
try:
    e[{}]
except TypeError as ex:
    print(type(ex).__name__, ex)
print(dict.__getitem__(e, 'x'))
print(dict.__getitem__(e, 'nope'), e)
