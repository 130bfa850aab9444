from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

print(Color['RED'], Color['GREEN'])
for k in ['BLUE', 'red', 1]:
    try:
        print(Color[k])
    except KeyError as e:
        print('KeyError', e)
print(getattr(Color, 'RED'))
print(getattr(Color, 'PURPLE', 'default'))
print(hasattr(Color, 'RED'), hasattr(Color, 'PURPLE'))
try:
    Color.PURPLE
except AttributeError as e:
    print('AttributeError', e)
