class Obj:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
    def __repr__(self):
        return "Obj(%s)" % sorted(self.__dict__.items())

def f(v):
    match v:
        case Obj(kind="a", size=s):
            return ("a", s)
        case Obj(kind="b"):
            return "b"
        case Obj(missing=m):
            return ("has missing", m)
        case Obj(size=None):
            return "size None"
        case Obj():
            return "any Obj"
        case object(real=r, imag=i):
            return ("number-ish", r, i)
        case _:
            return "no"

for v in [Obj(kind="a", size=3), Obj(kind="a"), Obj(kind="b", size=1), Obj(missing=0), Obj(size=None),
          Obj(), 5, 2.5, True, "s"]:
    print(v, f(v))

class Prop:
    @property
    def p(self):
        print("computing p")
        return 7
    @property
    def bad(self):
        raise AttributeError("no bad")
    @property
    def worse(self):
        raise KeyError("worse")

match Prop():
    case Prop(bad=1):
        print("bad")
    case Prop(p=7):
        print("p is 7")
try:
    match Prop():
        case Prop(worse=1):
            print("no")
except KeyError as e:
    print("KeyError", e)
