from enum import IntEnum, auto

class Weekday(IntEnum):
    MONDAY = auto()
    TUESDAY = auto()
    WEDNESDAY = auto()

print(list(Weekday), [int(d) for d in Weekday])
print(Weekday.TUESDAY + 1, Weekday(3))

try:
    class Bad(IntEnum):
        A = 'x'
except ValueError as e:
    print(type(e).__name__, e)

class FromStr(IntEnum):
    A = '5'

print(FromStr.A, repr(FromStr.A), FromStr.A.value + 1)
