# class patterns with inheritance: __match_args__ inherited and overridden, subclass instances match base patterns
class Shape:
    __match_args__ = ("name",)
    def __init__(self, name):
        self.name = name
class Circle(Shape):
    __match_args__ = ("name", "r")
    def __init__(self, r):
        super().__init__("circle")
        self.r = r
class Square(Shape):
    def __init__(self, side):
        super().__init__("square")
        self.side = side
class Unit(Circle):
    def __init__(self):
        super().__init__(1)

def describe(s):
    match s:
        case Unit():
            return "unit circle"
        case Circle(_, r) if r > 10:
            return "big circle %d" % r
        case Circle(n, r):
            return "%s r=%d" % (n, r)
        case Square(n, side=sd):
            return "%s side=%d" % (n, sd)
        case Shape(n):
            return "shape " + n
        case _:
            return "not a shape"

for s in [Unit(), Circle(20), Circle(3), Square(4), Shape("blob"), 5]:
    print(describe(s))

def pos2(s):
    match s:
        case Square(a, b):
            return a, b
try:
    pos2(Square(2))
except TypeError as e:
    print(type(e).__name__, e)
def by_base_tuple(v):
    match v:
        case (Circle() | Square()) as s:
            return "round or square: " + s.name
        case object(name=n):
            return "has name " + n
    return "nothing"
print(by_base_tuple(Circle(1)), by_base_tuple(Square(1)), by_base_tuple(Shape("z")), by_base_tuple(1))
