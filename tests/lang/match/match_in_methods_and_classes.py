# match used in methods against self, in class bodies, in __eq__, and with self attributes as subjects
class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def quadrant(self):
        match self:
            case Vec(0, 0):
                return "origin"
            case Vec(0, _) | Vec(_, 0):
                return "axis"
            case Vec(x, y) if x > 0 and y > 0:
                return "I"
            case Vec(x, y) if x < 0 < y:
                return "II"
            case Vec(x, y) if x < 0 and y < 0:
                return "III"
            case _:
                return "IV"
    def __eq__(self, other):
        match other:
            case Vec(x, y):
                return (x, y) == (self.x, self.y)
            case (x, y):
                return (x, y) == (self.x, self.y)
        return NotImplemented

for v in [Vec(0, 0), Vec(0, 5), Vec(1, 1), Vec(-1, 1), Vec(-1, -1), Vec(1, -1)]:
    print(v.quadrant())
print(Vec(1, 2) == Vec(1, 2), Vec(1, 2) == (1, 2), Vec(1, 2) == [1, 3], Vec(1, 2) == "x")

class Config:
    mode = "fast"
    match mode:
        case "fast":
            workers = 8
        case "slow":
            workers = 1
print(Config.workers)
match Vec(3, 4):
    case Vec(x=3, y=y_val):
        print("kw", y_val)
