from collections import OrderedDict
od = OrderedDict()
od['b'] = 1; od['a'] = 2; od['c'] = 3
print(od, list(od), list(od.keys()), list(od.values()), list(od.items()))
print(OrderedDict(), OrderedDict([('x', 1), ('y', 2)]), OrderedDict(a=1), OrderedDict({'z': 0}))
od.move_to_end('b'); print(od)
od.move_to_end('c', last=False); print(od)
od.move_to_end('c', False); print(od)
try:
    od.move_to_end('nope')
except KeyError as e:
    print(type(e).__name__, e)
print(od.popitem(), od)
print(od.popitem(last=False), od)
print(od.popitem(False), od)
try:
    od.popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    od.popitem(last=False)
except KeyError as e:
    print(type(e).__name__, e)
o = OrderedDict.fromkeys('abc'); print(o, type(o).__name__)
o2 = OrderedDict.fromkeys('ab', 0); print(o2)
print(list(reversed(OrderedDict(a=1, b=2, c=3))))
print(isinstance(o, dict), type(o).__name__)
o['a'] = 'new'; print(o)
del o['b']; o['b'] = 1; print(o)
print(o.pop('a'), o.setdefault('q', 5), o.get('zz'), o)
