# typing.ClassVar annotations are class variables, not fields
import typing
from dataclasses import dataclass, field, fields
from typing import ClassVar

@dataclass
class Counter:
    count: ClassVar[int] = 0
    total: typing.ClassVar = 10
    name: str = 'c'
    label: 'ClassVar[str]' = 'x'
    other: 'typing.ClassVar[int]' = 3

print([f.name for f in fields(Counter)])
print(Counter(), Counter('d'), Counter.count, Counter.total, Counter.label)
try:
    Counter('a', 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad:
        x: ClassVar[list] = field(default_factory=list)
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad2:
        x: ClassVar[int] = field(default=1, kw_only=True)
except TypeError as e:
    print(type(e).__name__, e)
