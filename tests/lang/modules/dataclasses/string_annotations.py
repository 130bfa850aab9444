# String annotations: fields all the same; 'InitVar[...]' and 'KW_ONLY' are
# recognised when the class's module names them so.
from dataclasses import dataclass, fields, InitVar, KW_ONLY
import dataclasses


@dataclass
class S:
    a: 'int'
    b: 'InitVar[int]' = 0
    c: 'dataclasses.InitVar[str]' = ''
    d: 'list[Undefined]' = None
    _: 'KW_ONLY'
    e: 'float' = 1.0

    def __post_init__(self, b, c):
        self.extra = (b, c)


s = S(1, 2, 'x', e=3.0)
print(s, s.extra, [(f.name, f.type) for f in fields(S)])
print(S.__annotations__)


@dataclass
class Unknown:
    a: 'Missing[int]'
    b: 'notamodule.InitVar[int]' = 0


print([f.name for f in fields(Unknown)], Unknown(1, 2))
