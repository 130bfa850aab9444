# value patterns from enums, nested class attributes and module attributes; or-patterns of values
import enum
import math

class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

class Cfg:
    class Limits:
        LOW = 0
        HIGH = 100
    NAME = "cfg"

def f(v):
    match v:
        case Color.RED | Color.GREEN:
            return "warm-ish " + v.name
        case Color.BLUE:
            return "blue"
        case Cfg.Limits.LOW:
            return "low limit"
        case Cfg.Limits.HIGH:
            return "high limit"
        case Cfg.NAME:
            return "the name"
        case math.pi:
            return "pi"
        case math.inf:
            return "infinity"
        case _:
            return "other %r" % (v,)

for v in [Color.RED, Color.GREEN, Color.BLUE, 0, 100, "cfg", math.pi, float("inf"), 1, False, 0.0, 100.0]:
    print(f(v))

class Flag(enum.IntEnum):
    A = 1
    B = 2
def g(v):
    match v:
        case Flag.A:
            return "A"
        case Flag.B:
            return "B"
    return "none"
print(g(1), g(Flag.B), g(2.0), g(3))
match Color(2):
    case Color(value=2):
        print("class pattern on enum by value")
