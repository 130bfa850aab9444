from dataclasses import dataclass
@dataclass
class P:
    x: int
    y: int
for v in [P(0, 1), [1, 2, 3], {"k": 1, "z": 2}, (4, 5), "s", None, 7]:
    match v:
        case P(0, y) | P(x=y, y=0):
            r = ("P", y)
        case [a, *rest] if a:
            r = (a, rest)
        case {"k": k, **rest}:
            r = (k, rest)
        case (4 | 5) as n, m:
            r = (n, m)
        case str() | None:
            r = "s/None"
        case int(i):
            r = i
    echo(r)
