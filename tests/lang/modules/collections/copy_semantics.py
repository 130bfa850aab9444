from collections import Counter, OrderedDict, defaultdict, deque, ChainMap, UserDict, UserList
inner = [1, 2]
for x in [Counter({'a': 1}), OrderedDict(a=inner), defaultdict(list, a=inner), deque([inner]),
          ChainMap({'a': inner}), UserDict(a=inner), UserList([inner])]:
    y = x.copy()
    print(type(x).__name__, type(y).__name__, y == x, y is x)
d = deque([inner], maxlen=4); e = d.copy(); e.append(3)
print(d, e, e[0] is d[0])
cm = ChainMap({'a': 1}, {'b': 2}); cc = cm.copy(); cc['z'] = 1
print(cm, cc, cc.maps[1] is cm.maps[1])
