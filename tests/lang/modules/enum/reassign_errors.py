from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

def attempt(f):
    try:
        f()
        print('ok')
    except Exception as e:
        print(type(e).__name__, e)

attempt(lambda: setattr(Color, 'RED', 5))
attempt(lambda: delattr(Color, 'GREEN'))
attempt(lambda: setattr(Color.RED, 'value', 3))
attempt(lambda: setattr(Color.RED, 'name', 'x'))
attempt(lambda: delattr(Color.RED, 'value'))
print(Color.RED, Color.GREEN)
Color.extra = 'allowed'
print(Color.extra)
del Color.extra
print(hasattr(Color, 'extra'))
Color.RED.note = 'a member attribute'
print(Color.RED.note, Color(1).note)
