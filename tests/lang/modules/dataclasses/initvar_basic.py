# InitVar[T] fields are __init__ parameters passed to __post_init__, not
# fields and not attributes.
from dataclasses import dataclass, field, fields, InitVar
import dataclasses


@dataclass
class Account:
    owner: str
    password: InitVar[str]
    hashed: str = field(init=False)

    def __post_init__(self, password):
        self.hashed = password[::-1]


a = Account('ann', 'secret')
print(a, a.hashed, hasattr(a, 'password'), [f.name for f in fields(a)])
print(Account.__dataclass_fields__['password']._field_type, Account.__dataclass_fields__['hashed']._field_type)
print(InitVar[int], InitVar[str], InitVar[list[int]], InitVar(int).type, type(InitVar[int]).__name__)
print(repr(InitVar[int | None]), repr(dataclasses.InitVar['x']))
try:
    Account('bob')
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad:
        v: InitVar[int] = field(default_factory=int)
except TypeError as e:
    print(type(e).__name__, e)


@dataclass
class Bare:
    raw: InitVar
    n: int = 0

    def __post_init__(self, raw):
        self.n = len(raw)


print(Bare('abcd'))


@dataclass
class NoPost:
    x: int
    unused: InitVar[int] = 0


print(NoPost(1, 2))
