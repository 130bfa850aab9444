# field() takes keywords only and not both default and default_factory; a
# Field needs an annotation.
from dataclasses import dataclass, field

try:
    field(default=1, default_factory=list)
except ValueError as e:
    print(type(e).__name__, e)
try:
    field(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    field(bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class A:
        x: int
        y = field(default=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class B:
        z = field()
except TypeError as e:
    print(type(e).__name__, e)
