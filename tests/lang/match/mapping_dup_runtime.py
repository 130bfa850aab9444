class K:
    A = "x"
    B = "x"
    C = "y"

def f(x):
    match x:
        case {K.A: 1, K.B: 2}:
            return "matched"
        case _:
            return "no"

for v in [{"x": 1, "y": 2}, {"x": 1}, {}]:
    try:
        print(f(v))
    except Exception as e:
        print(type(e).__name__, e)

def g(x):
    match x:
        case {K.A: a, "x": b}:
            return (a, b)
try:
    print(g({"x": 1, "z": 2}))
except Exception as e:
    print(type(e).__name__, e)

def h(x):
    match x:
        case {K.A: a, K.C: c}:
            return (a, c)
print(h({"x": 1, "y": 2}))
