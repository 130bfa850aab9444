# A data class may declare __slots__ itself for fields without defaults.
from dataclasses import dataclass


@dataclass
class P:
    __slots__ = ('x', 'y')
    x: int
    y: int


p = P(1, 2)
print(p, hasattr(p, '__dict__'), P.__slots__)
try:
    p.z = 3
except AttributeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Q:
        __slots__ = ('x',)
        x: int = 0
except ValueError as e:
    print(type(e).__name__, e)
