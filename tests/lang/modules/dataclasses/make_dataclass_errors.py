# make_dataclass() checks the field names.
from dataclasses import make_dataclass

for spec in (['1x'], ['ok', 'ok'], ['class'], [('a', int, 1, 2)], [3], [('a b', int)], ['None'], [('a',)]):
    try:
        make_dataclass('C', spec)
        print('made', spec)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    make_dataclass('C', ['x'], bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
