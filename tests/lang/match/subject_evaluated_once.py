# the subject expression is evaluated once; value patterns are looked up when their case is tried
calls = []
def subject():
    calls.append("subject")
    return 3

class Consts:
    lookups = []
    def __getattribute__(self, name):
        Consts.lookups.append(name)
        return object.__getattribute__(self, name)
    ONE = 1
    THREE = 3
c = Consts()
import types
ns = types.SimpleNamespace(ONE=1, THREE=3, TWO=2)
match subject():
    case 1:
        print("one")
    case 2:
        print("two")
    case 3:
        print("three")
print(calls)
match subject():
    case ns.ONE:
        print("ns one")
    case ns.THREE:
        print("ns three")
    case ns.MISSING:
        print("not reached")
print(calls)
try:
    match 9:
        case ns.ONE:
            pass
        case ns.MISSING:
            pass
except AttributeError as e:
    print(type(e).__name__, e)
it = iter([10, 20, 30])
match next(it):
    case 20:
        print("twenty")
    case 10:
        print("ten", next(it))
counter = [0]
def bump():
    counter[0] += 1
    return counter
match bump():
    case [1]:
        print("once", counter)
    case [2]:
        print("twice")
