from collections import namedtuple

cases = [
    ('A', 'x x'), ('A', 'def'), ('1A', 'x'), ('A', '_x'), ('A', 'x-y'),
    ('class', 'x'), ('A', 'x 9'), ('A', ['ok', 'also_ok', 'ok']), ('A b', 'x'),
    ('', 'x'), ('A', 'True'), ('A', 'match'),
]
for typename, fields in cases:
    try:
        T = namedtuple(typename, fields)
        print('ok', T._fields)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(namedtuple('R', 'x def _y x 1z', rename=True)._fields)
print(namedtuple('R2', ['a', 'a', 'class'], rename=True)._fields)
print(namedtuple(b'Bytes'.decode(), 'x')._fields)
print(namedtuple('N', [1, 2], rename=True)._fields)
