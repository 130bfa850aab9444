# overload's dummy, final, no_type_check, TYPE_CHECKING imports, assert_type, assert_never, ClassVar/Final in classes
import typing
from typing import overload, final, no_type_check, TYPE_CHECKING, assert_type, assert_never, ClassVar, Final
if TYPE_CHECKING:
    from nonexistent_module import Thing
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x
print(f(1), f('s'))
@overload
def g(x: int) -> int: ...
try:
    g(1)
except NotImplementedError as e:
    print(type(e).__name__, e)
@final
class Leaf:
    pass
@no_type_check
def h(x: 'nonsense') -> 'more':
    return x
print(Leaf.__name__, h(3), assert_type(5, int), assert_type('x', 'anything'))
try:
    assert_never(1)
except AssertionError as e:
    print(type(e).__name__, e)
class Cfg:
    limit: ClassVar[int] = 10
    name: Final = 'cfg'
print(Cfg.limit, Cfg.name, Cfg.__annotations__)
print(typing.Text is str, typing.TYPE_CHECKING, typing.AnyStr.__constraints__)
