import enum

class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

class Consts:
    ANSWER = 42
    class Inner:
        DEEP = "deep"

def f(x):
    match x:
        case Color.RED:
            return "red"
        case Color.GREEN | Color.BLUE:
            return "green or blue"
        case Consts.ANSWER:
            return "answer"
        case Consts.Inner.DEEP:
            return "deep one"
        case _:
            return "other"

for v in [Color.RED, Color.GREEN, Color.BLUE, 42, 42.0, "deep", 1, None]:
    print(v, f(v))

class Loud:
    def __eq__(self, other):
        print("Loud.__eq__ with", other)
        return other == 7

class K:
    SEVEN = 7
    EIGHT = 8

match Loud():
    case K.EIGHT:
        print("eight")
    case K.SEVEN:
        print("seven")
