from collections import OrderedDict
od = OrderedDict((c, i) for i, c in enumerate('abcde'))
print(od)
od.move_to_end('b'); od.move_to_end('d', last=False); print(list(od))
del od['c']; od['c'] = 'again'; print(list(od.items()))
print(od.pop('a'), od.pop('zz', None), list(od))
try:
    od.pop('zz')
except KeyError as e:
    print(type(e).__name__, e)
od.update([('x', 1)], y=2); print(od)
od.update({'d': 'D'}); print(od)
print(list(reversed(od)), list(reversed(od.keys())))
print(od.keys() - {'x'} == set(od) - {'x'}, len(od), bool(od), bool(OrderedDict()))
cp = OrderedDict(od); print(cp == od, cp is od, list(cp) == list(od))
print(sorted(od, key=str), [k for k in od if k != 'x'])
od.clear(); print(od, len(od))
try:
    OrderedDict(1)
except TypeError as e:
    print(type(e).__name__, e)
