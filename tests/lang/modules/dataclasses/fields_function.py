# fields() of a class or an instance: the real fields in order (no InitVar),
# and CPython's error for anything else.
from dataclasses import dataclass, field, fields, InitVar


@dataclass
class Base:
    a: int
    b: str = 'b'


@dataclass
class Child(Base):
    c: float = 0.0
    seed: InitVar[int] = 0
    d: list = field(default_factory=list)

    def __post_init__(self, seed):
        self.d.append(seed)


print([f.name for f in fields(Base)], [f.name for f in fields(Child)])
print([f.name for f in fields(Child(1))], fields(Child) == fields(Child(2)))
print(type(fields(Base)).__name__, len(fields(Child)))
for bad in (3, 'text', object(), int, [Base(1)], None):
    try:
        fields(bad)
    except TypeError as e:
        print(type(e).__name__, e)
print(Child(1, seed=5).d)
