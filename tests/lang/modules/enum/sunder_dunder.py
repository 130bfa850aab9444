from enum import Enum

class Color(Enum):
    """Colors doc."""
    RED = 1
    _ignore_ = 'tmp'
    tmp = 5
    __private_like__ = 'not a member'

    def method(self):
        return 1

print(list(Color), Color.__doc__)
print(hasattr(Color, 'tmp'))
print(Color.__private_like__)

try:
    class Bad(Enum):
        _reserved_ = 1
except ValueError as e:
    print(type(e).__name__, e)

try:
    class Bad2(Enum):
        mro = 1
except ValueError as e:
    print(type(e).__name__, e)

class Ordered(Enum):
    _order_ = 'A B'
    A = 1
    B = 2

print(list(Ordered))
try:
    class Misordered(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
except TypeError as e:
    print(type(e).__name__, e)

class Private(Enum):
    A = 1
    __hidden = 2

print(list(Private))
