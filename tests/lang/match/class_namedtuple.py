from collections import namedtuple
from typing import NamedTuple

P = namedtuple("P", "a b c")

class Emp(NamedTuple):
    name: str
    dept: str = "none"

print(P.__match_args__, Emp.__match_args__)

def f(v):
    match v:
        case P(1, b, c=3):
            return ("P1", b)
        case P(a, *_) if False:
            return "never"
        case Emp("bob", dept):
            return ("bob in", dept)
        case Emp(name=n, dept="none"):
            return ("no dept", n)
        case (a, b):
            return ("a 2-tuple", a, b)
        case (a, b, c):
            return ("a 3-tuple", a, b, c)

for v in [P(1, 2, 3), P(1, 2, 4), P(9, 9, 9), Emp("bob", "it"), Emp("ann"), Emp("ann", "x"), (1, 2)]:
    print(v, f(v))
