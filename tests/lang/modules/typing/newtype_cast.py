# NewType makes an identity callable with a name and supertype; cast returns its argument untouched
from typing import NewType, cast, List, Dict, Any
UserId = NewType('UserId', int)
Name = NewType('Name', str)
Ids = NewType('Ids', List[int])
print(UserId(5), UserId(5) + 1, type(UserId(5)).__name__, Name('ann').upper(), Ids([1, 2]), UserId.__name__, UserId.__supertype__ is int)
print(repr(UserId), repr(Ids.__supertype__), UserId('not checked'))
x = [1, 'a']
print(cast(List[int], x) is x, cast(int, 'str'), cast('Dict[str, Any]', {}), cast(None, 5), cast(Any, None))
Derived = NewType('Derived', UserId)
print(Derived(3), Derived.__supertype__ is UserId)
try:
    class Sub(UserId):
        pass
except TypeError as e:
    print(type(e).__name__)
