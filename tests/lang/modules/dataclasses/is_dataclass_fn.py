# is_dataclass() of classes and instances.
from dataclasses import dataclass, is_dataclass


@dataclass
class D:
    x: int = 0


class Sub(D):
    pass


class Plain:
    pass


for obj in (D, D(), Sub, Sub(), Plain, Plain(), 3, None, type, [D()], dataclass):
    print(is_dataclass(obj))
