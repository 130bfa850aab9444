def f(x):
    match x:
        case [_, _, _, _, _, _, _, _, _, _]:
            return 10
        case [_, _, _, _, _]:
            return 5
        case [_, _, _, *_]:
            return "3+"
        case [_, *_]:
            return "1+"
        case []:
            return 0

for n in range(13):
    print(n, f(list(range(n))), f(tuple(range(n))), f(range(n)))
