# f-strings as match patterns parse (CPython's parser takes them; its compiler refuses them with
# "patterns may only match literals and attribute lookups"): the AST and every position
match x:
    case f"x":
        pass
    case f"x{y}":
        pass
    case f"x{y}" "z":
        pass
    case "a" f"b{c}":
        pass
    case [f"{a}", 1]:
        pass
    case {"k": f"{v}", f"k{w}": 2}:
        pass
    case 1 | f"a" | F"b" rf"c{d!r:>{e}}":
        pass
    case Point(f"{p}", x=f"{q}"):
        pass
    case (f"x") as y:
        pass
    case f'''multi
{line}''':
        pass
