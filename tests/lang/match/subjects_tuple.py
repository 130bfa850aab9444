a, b = 1, 2
match a, b:
    case 1, 2:
        print("tuple subject without parens")
match a, *[3, 4]:
    case (1, 3, 4):
        print("starred subject")
match b,:
    case [2]:
        print("one-tuple subject")

def f(x, y):
    match x, y:
        case 0, 0:
            return "origin"
        case 0, _:
            return "y axis"
        case _, 0:
            return "x axis"
        case _:
            return "elsewhere"
for p in [(0, 0), (0, 1), (1, 0), (1, 1)]:
    print(p, f(*p))
