class Vec:
    __match_args__ = ("x", "y", "z")
    def __init__(self, x, y, z):
        self.x, self.y, self.z = x, y, z

def f(v):
    match v:
        case Vec(0, 0, 0):
            return "zero"
        case Vec(x, 0, z=0):
            return ("on x axis", x)
        case Vec(_, y, z=z) if y == z:
            return ("y==z", y)
        case Vec(x, y):
            return ("xy", x, y)

for v in [Vec(0, 0, 0), Vec(5, 0, 0), Vec(1, 2, 2), Vec(1, 2, 3)]:
    print(f(v))

class Sub(Vec):
    __match_args__ = ("z",)

print(f(Sub(0, 0, 0)))
match Sub(1, 2, 3):
    case Sub(z):
        print("Sub's own match args", z)
    case Vec(a, b, c):
        print("no")
match Sub(1, 2, 3):
    case Vec(z):
        print("positional through Vec uses Vec's __match_args__?", z)

class Getattr:
    def __getattr__(self, name):
        if name.startswith("d_"):
            return name[2:]
        raise AttributeError(name)
match Getattr():
    case Getattr(nope=1):
        print("no")
    case Getattr(d_one=o, d_two=t):
        print("dynamic", o, t)
