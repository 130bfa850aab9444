from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    CRIMSON = 1

m = Color.__members__
print(m)
print(repr(m))
print(type(m).__name__)
print(len(m), 'RED' in m, 'BLUE' in m, m['CRIMSON'])
print(list(m.keys()), list(m.values()))
print([(k, v.value) for k, v in m.items()])
print(m.get('GREEN'), m.get('X'), m.get('X', 0))
print(dict(m) == {'RED': Color.RED, 'GREEN': Color.GREEN, 'CRIMSON': Color.RED})
try:
    m['BLUE'] = 3
except TypeError as e:
    print(type(e).__name__, e)
for name in m:
    print(name)
