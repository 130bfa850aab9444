from typing import cast, overload, final, TYPE_CHECKING, NewType, get_origin, get_args, List, Dict, Union, Optional, Any, assert_never, Callable

print(cast(int, '3'), cast('List[int]', [1]), TYPE_CHECKING)
if TYPE_CHECKING:
    print('never')
UserId = NewType('UserId', int)
uid = UserId(5)
print(uid, type(uid).__name__, repr(UserId), UserId.__name__, UserId.__supertype__)

@final
def f(x: int) -> int:
    return x + 1
print(f(1))

@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x):
    return x * 2
print(g(2), g('a'))

print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Union[int, str]) is Union, get_args(Optional[int]))
print(get_origin(int), get_args(int), get_args(Callable[[int], str]))
try:
    assert_never(5)
except AssertionError as e:
    print(type(e).__name__, e)
