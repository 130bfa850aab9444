from collections import Counter, OrderedDict, defaultdict, deque, ChainMap, UserDict, UserList
print(Counter({'a': deque([1])}) if False else Counter({('t', 1): 2}))
print(OrderedDict(a=[1, {'b': deque()}]))
print(defaultdict(list, {'x': OrderedDict(y=Counter('zz'))}))
print(deque([Counter('a'), OrderedDict(), defaultdict(int), ChainMap()]))
print([ChainMap({'a': deque('b')}), UserDict(k=UserList([1]))])
print({'k': deque([1], maxlen=2)}, (OrderedDict([(1, 2)]),))
l = [1]
d = deque([l]); l.append(d); print(d, l)
od = OrderedDict(); od['me'] = [od]; print(od)
dd = defaultdict(list); dd['me'].append(dd); print(dd)
c = ChainMap(); c['me'] = c; print(c)
print(repr(Counter('ba')), repr(Counter({1: 1, 2: 2})), repr(Counter({'x': 0})))
