# A data class without a docstring gets its signature as __doc__.
from dataclasses import dataclass, field, InitVar, KW_ONLY


class Custom:
    pass


@dataclass
class A:
    x: int
    y: list[int] = field(default_factory=list)
    z: 'str' = 'a'
    c: Custom = None
    u: int | None = None
    iv: InitVar[int] = 0
    _: KW_ONLY
    k: dict[str, float] = field(default_factory=dict)
    f: float = 1.5


print(A.__doc__)


@dataclass
class Documented:
    """My own text."""
    x: int


print(Documented.__doc__)


@dataclass
class Empty:
    pass


print(Empty.__doc__)


@dataclass(init=False)
class NoInit:
    x: int


print(NoInit.__doc__)


@dataclass(init=False)
class Inherits(A):
    pass


print(Inherits.__doc__)
