from collections import Counter, OrderedDict, defaultdict, ChainMap, UserDict, deque, UserList
vals = [
    {'a': 1, 'b': 2}, Counter(a=1, b=2), OrderedDict(a=1, b=2), OrderedDict(b=2, a=1),
    defaultdict(int, a=1, b=2), ChainMap({'a': 1}, {'b': 2}), UserDict(a=1, b=2), {'a': 1},
    Counter(a=1, b=2, c=0), [1, 2], deque([1, 2]), UserList([1, 2]), (1, 2),
]
for x in vals:
    print(type(x).__name__.ljust(12), ''.join('1' if x == y else '0' for y in vals), ''.join('1' if x != y else '0' for y in vals))
