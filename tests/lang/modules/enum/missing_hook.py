from enum import Enum

class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'
    UNKNOWN = 'unknown'

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return cls.UNKNOWN if value == '?' else None

print(Status('ACTIVE'), Status('Inactive'), Status('?'))
try:
    Status('nope')
except ValueError as e:
    print(type(e).__name__, e)

class Bad(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return 'not a member'

try:
    Bad(2)
except TypeError as e:
    print(type(e).__name__, e)
    print(type(e.__context__).__name__, e.__context__)

class Raises(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        raise KeyError(value)

try:
    Raises(5)
except KeyError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)
