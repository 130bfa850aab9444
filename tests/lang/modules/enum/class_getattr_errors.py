from enum import Enum

class Color(Enum):
    RED = 1

for name in ['BLUE', '__nothing__', 'red']:
    try:
        getattr(Color, name)
    except AttributeError as e:
        print(type(e).__name__, e)
try:
    Color.RED.nothing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Color.value
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Color.RED()
except TypeError as e:
    print(type(e).__name__, e)
print(Color.RED.__class__, type(Color.RED).__name__, Color.RED.__class__.__name__)
print(str(Color), Color.__module__)
