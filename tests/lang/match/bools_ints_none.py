def f(v):
    match v:
        case True:
            return "True"
        case 1:
            return "1"
        case False:
            return "False"
        case 0:
            return "0"
        case None:
            return "None"
        case int():
            return "int"
        case _:
            return "?"

for v in [True, False, 1, 0, 1.0, 0.0, None, 2, -1, "1"]:
    print(repr(v), f(v))

def g(v):
    match v:
        case 1:
            return "one (== matches True)"
        case 0:
            return "zero (== matches False)"
    return "no"
print(g(True), g(False), g(1.0), g(2))
