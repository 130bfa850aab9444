# replace() errors: init=False fields, unknown names, positional arguments,
# non-data-class objects.
from dataclasses import dataclass, field, replace


@dataclass
class C:
    a: int
    b: int = field(init=False, default=0)


c = C(1)
calls = [
    lambda: replace(c, b=2),
    lambda: replace(c, z=3),
    lambda: replace(c, 5),
    lambda: replace(3, a=1),
    lambda: replace(C, a=1),
    lambda: replace(),
    lambda: replace(obj=c),
]
for call in calls:
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
