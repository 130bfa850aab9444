# or-patterns mixing class, sequence, mapping and literal alternatives binding the same names
from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int

def norm(v):
    match v:
        case Point(x, y) | (x, y) | {"x": x, "y": y}:
            return (x, y)
        case [x] | Point(x, 0):
            return (x, None)
        case int(x) | float(x) | str(x):
            return ("scalar", x)
    return None

for v in [Point(1, 2), (3, 4), [5, 6], {"x": 7, "y": 8, "z": 0}, [9], 10, 1.5, "s", None, {"x": 1}]:
    print(norm(v))

def which(v):
    match v:
        case (1 | 2 | 3) as small:
            return "small", small
        case [(0 | 1) as a, (0 | 1) as b]:
            return "bits", a, b
        case {"k": (True | False) as b}:
            return "bool value", b
        case ("a" | "b") | ("c" | "d"):
            return "letter"
    return "none"
for v in [2, [1, 0], [1, 2], {"k": True}, {"k": 1}, "c", "e"]:
    print(v, which(v))
