# Callable aliases: argument lists, Ellipsis, nesting, args/origin, repr
from typing import Callable, List, Optional, get_args, get_origin
import collections.abc
cs = [Callable[[], None], Callable[[int], str], Callable[[int, str], List[int]], Callable[..., int], Callable[[Callable[[int], int]], int],
      Optional[Callable[[str], None]], Callable[[List[int]], Callable[..., None]], Callable]
for c in cs:
    print(repr(c), get_args(c))
print(Callable[[int], str] == Callable[[int], str], Callable[[int], str] == Callable[[str], str], get_origin(Callable[[int], str]) is collections.abc.Callable)
def apply(f: Callable[[int], int], v: int) -> int:
    return f(v)
print(apply(lambda x: x * 3, 4))
