from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

d = {Color.RED: 'r', Color.GREEN: 'g'}
print(d[Color.RED], d.get(Color.BLUE), Color.GREEN in d)
print(hash(Color.RED) == hash(Color.RED), hash(Color.RED) == hash('RED'))
s = {Color.RED, Color.RED, Color.GREEN}
print(len(s), Color.RED in s, Color.BLUE in s)
counts = {}
for c in [Color.RED, Color.BLUE, Color.RED]:
    counts[c] = counts.get(c, 0) + 1
print(counts)
print(sorted(s, key=lambda c: c.value))
print(frozenset([Color.BLUE]) == frozenset([Color.BLUE]))
