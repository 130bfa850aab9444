# __match_args__: the positional __init__ parameters; not added when the
# class has its own or match_args=False.
from dataclasses import dataclass, field, KW_ONLY


@dataclass
class P:
    x: int
    y: int = 0
    z: int = field(init=False, default=0)
    _: KW_ONLY
    k: int = 0


print(P.__match_args__, P(1).__match_args__)


@dataclass(match_args=False)
class NoMatch:
    x: int


print(hasattr(NoMatch, '__match_args__'))


@dataclass
class Own:
    x: int
    y: int
    __match_args__ = ('y',)


print(Own.__match_args__)


@dataclass
class Sub(P):
    w: int = 0


print(Sub.__match_args__)
