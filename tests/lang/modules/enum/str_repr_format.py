from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 'green'
    BLUE = (1, 2)

for c in Color:
    print(str(c), repr(c), format(c), f'{c}', f'{c!r}', '%s' % c, '{}'.format(c))
print(f'{Color.RED:>12}|', f'{Color.RED:<12}|', f'{Color.GREEN:^15}|')
print('%r' % (Color.BLUE,))
print([Color.RED, Color.GREEN])
print({'c': Color.RED})
print((Color.RED,))
