from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

    def __init__(self, value):
        self.lower = self.name.lower()

print(Color.RED.__dict__)
print(Color.GREEN.lower)
print(sorted(vars_ for vars_ in Color.RED.__dict__))
