class K:
    L = [1]

def f(x):
    match x:
        case {K.L: v}:
            return v
        case _:
            return "no"

for v in [{1: 2}, {"a": 1, "b": 2}, {}]:
    try:
        print(f(v))
    except Exception as e:
        print(type(e).__name__, e)
