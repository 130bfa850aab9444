from enum import Enum, auto

class AutoName(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name

class Ordinal(AutoName):
    NORTH = auto()
    SOUTH = auto()

print([o.value for o in Ordinal])

class Counted(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return (name.lower(), start, count, list(last_values))
    A = auto()
    B = 5
    C = auto()

for c in Counted:
    print(c.name, c.value)

try:
    class Late(Enum):
        A = auto()
        def _generate_next_value_(name, start, count, last_values):
            return 0
except TypeError as e:
    print(type(e).__name__, e)
