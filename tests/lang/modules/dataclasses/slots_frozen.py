# slots=True with frozen=True: still frozen, hashable, with __getstate__.
from dataclasses import dataclass, FrozenInstanceError


@dataclass(slots=True, frozen=True)
class Key:
    kind: str
    num: int = 0


k = Key('a', 1)
print(k, hash(k) == hash(('a', 1)), {k: 1}[Key('a', 1)], Key.__slots__)
try:
    k.num = 2
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(k.__getstate__())
k2 = object.__new__(Key)
k2.__setstate__(['b', 2])
print(k2)
