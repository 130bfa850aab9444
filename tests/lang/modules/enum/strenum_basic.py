from enum import StrEnum, auto

class Color(StrEnum):
    RED = 'red'
    GREEN = 'green'
    BLUE = auto()

print(Color.RED, repr(Color.RED), str(Color.BLUE), Color.BLUE.value)
print(f'{Color.GREEN}', f'[{Color.GREEN:>8}]', format(Color.RED), '%s' % Color.RED, '{}'.format(Color.RED))
print(Color('red'), Color['GREEN'], list(Color))
print(Color.RED == 'red', 'red' == Color.RED, Color.RED != 'blue', Color.RED == Color.RED)
print(sorted(Color), Color.BLUE < Color.GREEN, Color.RED > 'a')
print(hash(Color.RED) == hash('red'))
d = {'red': 1}
print(d[Color.RED], Color.GREEN in {'green': 2})
try:
    class Bad(StrEnum):
        A = 1
except TypeError as e:
    print(type(e).__name__, e)
