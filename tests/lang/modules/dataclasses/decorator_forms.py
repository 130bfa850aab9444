# @dataclass, @dataclass(), dataclass(cls) and dataclass(**kw)(cls).
from dataclasses import dataclass


@dataclass
class A:
    v: int


@dataclass()
class B:
    v: int


class C:
    v: int


C2 = dataclass(C)


class D:
    v: int


D2 = dataclass(order=True)(D)
print(A(1), B(2), C2(3), D2(4) < D2(5), C2 is C, D2 is D)
print(callable(dataclass()), callable(dataclass(repr=False)))
try:
    dataclass(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    dataclass(frozen=True, bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
