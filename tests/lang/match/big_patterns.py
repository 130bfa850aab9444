n = 300
src_items = list(range(n))

def f(v):
    match v:
        case [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
              20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, *rest]:
            return ("forty and", len(rest))
        case _:
            return "no"

print(f(src_items), f(src_items[:40]), f(src_items[:39]), f([1] * 50))

def deep(v):
    match v:
        case [[[[[[[[[[x]]]]]]]]]]:
            return x
        case [[[[[[[[[[x, *y]]]]]]]]]]:
            return (x, y)
        case _:
            return "no"

def nest(depth, inner):
    for _ in range(depth):
        inner = [inner]
    return inner

print(deep(nest(10, 7)), deep(nest(9, [7])), deep(nest(10, [1, 2])), deep(nest(9, 7)), deep(nest(11, 7)))

def wide_map(v):
    match v:
        case {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, **rest}:
            return sorted(rest.items())
        case _:
            return "no"
d = {c: i + 1 for i, c in enumerate("abcdefghij")}
print(wide_map(d))
d["h"] = 0
print(wide_map(d))

def many_cases(v):
    match v:
        case 0: return "a"
        case 1: return "b"
        case 2: return "c"
        case 3: return "d"
        case 4: return "e"
        case 5: return "f"
        case 6: return "g"
        case 7: return "h"
        case 8: return "i"
        case 9: return "j"
    return "none"
print("".join(many_cases(i) for i in range(11)))
