from enum import Enum

class Planet(Enum):
    MERCURY = 'm'
    VENUS = 'v'
    EARTH = 'e'
    MARS = 'ma'

print(list(Planet))
print([p.name for p in Planet])
print(len(Planet))
for p in Planet:
    print(p.name, p.value)
print(list(reversed(Planet)))
print([p for p in Planet if p.value.startswith('m')])
print(sorted(Planet, key=lambda p: p.value))
print(tuple(Planet)[1:3])
a, b, c, d = Planet
print(a, d)
