match command.split():
    case [action]:
        pass
    case [action, obj]:
        pass
    case ["go", direction] | ["move", direction]:
        pass
    case ["drop", *objects]:
        pass
    case Point(x=0, y=0):
        pass
    case Point(0, 0, z=1):
        pass
    case Point():
        pass
    case {"x": x, "y": y, **rest}:
        pass
    case {}:
        pass
    case []:
        pass
    case ():
        pass
    case (a, b, *_):
        pass
    case -1 | 0 | 1.5 | -2.5j | 1 + 2j | 3 - 4j:
        pass
    case "s" "t" | b"b" | None | True | False:
        pass
    case Color.RED | a.b.c:
        pass
    case [1, [2, [3, *x]]] as nested:
        pass
    case {1: _, "k": [*_], None: {}}:
        pass
    case str() | bytes() as s if len(s) > 1:
        pass
    case _:
        pass
