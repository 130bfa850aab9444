# Defaults stay class attributes; a field(default=...) becomes its default,
# and a field without one (or with a factory) leaves no class attribute.
from dataclasses import dataclass, field


@dataclass
class C:
    a: int
    b: int = 2
    c: int = field(default=3, repr=False)
    d: list = field(default_factory=list)
    e: int = field(init=False)
    f: str = field(repr=False, default='f')


print(C.b, C.c, C.f, hasattr(C, 'a'), hasattr(C, 'd'), hasattr(C, 'e'))
x = C(1)
print(x, x.c, x.f, x.__dict__)
C.b = 20
print(C(1).b)
