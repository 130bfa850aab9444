# order=True: <, <=, >, >= compare the field tuples, so sorting works.
from dataclasses import dataclass, field


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default='', compare=False)


vs = [Version(1, 2), Version(0, 9, 9), Version(1, 0, 5, 'rc'), Version(1, 2, 0, 'final')]
print(sorted(vs))
print(max(vs), min(vs))
print(Version(1) < Version(1, 0, 1), Version(2) <= Version(2), Version(3) > Version(2, 99), Version(1) >= Version(1, 1))
print(Version(1, 2, 0, 'a') == Version(1, 2, 0, 'b'), Version(1, 2, 0, 'a') <= Version(1, 2, 0, 'b'))
print(sorted(vs, reverse=True)[0], sorted(vs, key=lambda v: v.patch)[0])


@dataclass(order=True)
class Empty:
    pass


print(Empty() < Empty(), Empty() <= Empty())
