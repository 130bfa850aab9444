class C:
    __match_args__ = ("a",)
    a = 1

def f(v):
    match v:
        case C(1, 2):
            return "no"

print("before")
f(C())
