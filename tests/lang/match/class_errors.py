class C:
    __match_args__ = ("a", "b")
    def __init__(self):
        self.a, self.b = 1, 2

class NoArgs:
    pass

def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)

def m(subject, which):
    match subject:
        case C(1, 2, 3) if which == 0:
            return "3 args"
        case NoArgs(1) if which == 1:
            return "NoArgs(1)"
        case int(1, 2) if which == 2:
            return "int(1, 2)"
        case C(x, a=y) if which == 3:
            return "dup a"
        case C(a=1, b=2) if which == 4:
            return "ok"
    return "fell through"

attempt("too many", lambda: m(C(), 0))
attempt("no match args", lambda: m(NoArgs(), 1))
attempt("no match args, other subject", lambda: m(5, 1))
attempt("int self", lambda: m(1, 2))
attempt("int self, other subject", lambda: m("x", 2))
attempt("duplicate", lambda: m(C(), 3))
attempt("fine", lambda: m(C(), 4))

def bad_class(cls, v):
    match v:
        case cls():
            return "matched"
    return "no"

class H:
    f = len
    i = 3
    t = (int, str)

def n(v):
    match v:
        case H.f():
            return "len"
def n2(v):
    match v:
        case H.i(x):
            return "3"
def n3(v):
    match v:
        case H.t():
            return "tuple"

attempt("builtin func", lambda: n(1))
attempt("int", lambda: n2(1))
attempt("tuple of types", lambda: n3(1))

def args_types(ma):
    C.__match_args__ = ma
    match C():
        case C(p):
            return p
    return "no"

for ma in [["a"], ("a",), (1,), "ab", None, ("zz",), ("b", "a"), ()]:
    attempt(repr(ma), lambda: args_types(ma))

class Base:
    __match_args__ = ("a",)
    a = 1
class Derived(Base):
    pass
try:
    match Derived():
        case Base(x, a=y):
            print("no")
except TypeError as e:
    print("TypeError", e)
