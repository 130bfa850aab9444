import enum

print(enum.EnumMeta is enum.EnumType)
print(issubclass(enum.IntEnum, enum.Enum), issubclass(enum.StrEnum, enum.ReprEnum), issubclass(enum.IntFlag, enum.Flag))
print(repr(enum.Enum), repr(enum.IntEnum), repr(enum.Flag), repr(enum.IntFlag), repr(enum.StrEnum))
print(len(enum.Enum), list(enum.Enum), list(enum.IntEnum))
print(enum.STRICT, enum.KEEP, repr(enum.CONFORM), enum.EJECT.value)
print(enum.auto().value)
from enum import Enum as E
print(E is enum.Enum)
