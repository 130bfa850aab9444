# a realistic tree evaluator written with match: tuples, class patterns, guards, errors raised from cases
from dataclasses import dataclass

@dataclass
class Num:
    value: float
@dataclass
class BinOp:
    op: str
    left: object
    right: object
@dataclass
class Neg:
    operand: object
@dataclass
class Var:
    name: str

def ev(node, env):
    match node:
        case Num(v):
            return v
        case Var(name) if name in env:
            return env[name]
        case Var(name):
            raise NameError("unbound variable %r" % name)
        case Neg(Num(v)):
            return -v
        case Neg(x):
            return -ev(x, env)
        case BinOp("+", l, r):
            return ev(l, env) + ev(r, env)
        case BinOp("*", l, Num(0)) | BinOp("*", Num(0), l):
            return 0
        case BinOp("*", l, r):
            return ev(l, env) * ev(r, env)
        case BinOp("/", _, Num(0)):
            raise ZeroDivisionError("literal division by zero")
        case BinOp("/", l, r):
            return ev(l, env) / ev(r, env)
        case BinOp(op, _, _):
            raise ValueError("bad operator " + op)
        case _:
            raise TypeError("not a node: %r" % (node,))

env = {"x": 4, "y": 2}
tests = [
    BinOp("+", Num(1), Num(2)),
    BinOp("*", Var("x"), BinOp("+", Var("y"), Num(1))),
    Neg(Num(5)),
    Neg(BinOp("/", Var("x"), Var("y"))),
    BinOp("*", Var("undefined"), Num(0)),
    BinOp("/", Num(1), Num(0)),
    BinOp("%", Num(1), Num(2)),
    Var("z"),
    "text",
]
for t in tests:
    try:
        print(ev(t, env))
    except Exception as e:
        print(type(e).__name__, e)
