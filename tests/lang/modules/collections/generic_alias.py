from collections import Counter, defaultdict, deque, OrderedDict, ChainMap, UserDict, UserList
from collections.abc import Iterable, Mapping, Sequence, Callable, Iterator, MutableMapping, Set, KeysView
for a in [deque[int], ChainMap[str, int], Counter[str], defaultdict[str, list], OrderedDict[str, int],
          Iterable[int], Mapping[str, int], Sequence[str], Iterator[int], MutableMapping[str, list], Set[int],
          KeysView[str], UserDict[str, int], UserList[int]]:
    print(a, a.__origin__, a.__args__)
def f(xs: Iterable[int], m: Mapping[str, int], cb: Callable) -> Sequence[int]:
    return list(xs)
print(f(range(3), {}, len))
print(isinstance([], Iterable), Sequence[int] == Sequence[int], deque[int] == deque[int])
try:
    isinstance([], Sequence[int])
except TypeError as e:
    print(type(e).__name__, e)
