from enum import StrEnum

class Mode(StrEnum):
    READ = 'read'
    WRITE = 'write'

m = Mode.WRITE
print(m.upper(), m.title(), m.startswith('wr'), m.replace('w', 'W'), m.split('i'))
print(len(m), m[0], m[1:3], list(m)[:2], 'r' in m, 'z' in m)
print(m + '!', '>' + m, m * 2, 3 * Mode.READ)
print('prefix-' + Mode.READ + '-suffix')
print(m.encode(), m.find('t'), m.count('r'), m.isalpha())
print('%s and %s' % (Mode.READ, Mode.WRITE))
print(str(m) + '?', m.value.upper())
try:
    m.nonexistent
except AttributeError as e:
    print(type(e).__name__, e)
