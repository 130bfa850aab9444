# Union: flattening, dedup, single-member collapse, None as NoneType, Optional of a Union, __args__, errors
from typing import Union, Optional, List, Any
cases = [Union[int], Union[int, int], Union[int, str, int], Union[int, Union[str, float]], Union[Union[int, str], None],
         Optional[int], Optional[Union[int, str]], Optional[None], Union[None, int], Union[int, Any], Optional[Optional[int]],
         Union[List[int], List[int]], Union[List[int], List[str]], Union[bool, int], Union[int, bool]]
for c in cases:
    print(repr(c), getattr(c, '__args__', None))
print(Union[int, str] == Union[str, int], Union[int, str] == Union[int, str, int], Union[int, str] != Union[int, float],
      Optional[int] == Union[None, int], Union[int] is int, hash(Union[int, str]) == hash(Union[str, int]))
for bad in [lambda: Union[()], lambda: Union[1], lambda: Optional[int, str], lambda: Union['x', 1], lambda: Union(), lambda: Optional()]:
    try:
        print(repr(bad()))
    except TypeError as e:
        print(type(e).__name__, e)
print(repr(Union['Fwd', int]), repr(Optional['Node']))
