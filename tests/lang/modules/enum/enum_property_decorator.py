import enum

class Size(enum.Enum):
    SMALL = 1
    LARGE = 2

    @enum.property
    def doubled(self):
        return self.value * 2

    @property
    def label(self):
        return self.name.capitalize()

print(Size.SMALL.doubled, Size.LARGE.label)
try:
    Size.SMALL.doubled = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Size.doubled
except AttributeError as e:
    print(type(e).__name__, e)
