import collections.abc
from collections import ChainMap, UserDict

class M(collections.abc.Mapping):
    def __init__(self, **kw):
        self.d = kw
    def __getitem__(self, k):
        return self.d[k]
    def __len__(self):
        return len(self.d)
    def __iter__(self):
        return iter(self.d)

class NotMapping:
    def __getitem__(self, k):
        return 1
    def keys(self):
        return ["a"]

def f(x):
    match x:
        case {"a": a, **rest}:
            return ("a", a, rest)
        case {}:
            return "mapping without a"
        case _:
            return "not a mapping"

for v in [M(a=1, b=2), M(c=3), ChainMap({"a": 5}, {"z": 6}), UserDict(a=7), NotMapping(), [("a", 1)],
          {"a": 0}, "a"]:
    print(type(v).__name__, f(v))
