# __dataclass_fields__ and __dataclass_params__ on the class and instances.
from dataclasses import dataclass, field, InitVar


@dataclass(order=True, frozen=True)
class P:
    x: int
    y: InitVar[int] = 0
    z: int = field(default=0, repr=False)


print(list(P.__dataclass_fields__), P.__dataclass_params__)
print(P(1).__dataclass_fields__ is P.__dataclass_fields__)
print(P.__dataclass_fields__['z'].repr, P.__dataclass_fields__['y']._field_type)


@dataclass
class Q:
    pass


print(Q.__dataclass_fields__, Q.__dataclass_params__)
print(hasattr(object, '__dataclass_fields__'), hasattr(Q, '__dataclass_fields__'))
