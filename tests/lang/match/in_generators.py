def gen(items):
    for it in items:
        match it:
            case [x, y]:
                yield x + y
            case {"v": v}:
                yield from range(v)
            case str(s) if (yield "guard saw " + s):
                yield "sent truthy"
            case _:
                yield "other"

g = gen([[1, 2], {"v": 3}, "s", "t", None])
print(next(g), next(g), next(g), next(g), next(g))
print(g.send(True))
print(next(g))
print(g.send(None))
print(list(g))

print([r for r in gen([[1, 1], None, [2, 2]])])

def closure():
    match {"k": 5}:
        case {"k": k}:
            return lambda: k
print(closure()())

class InClass:
    match [1, 2]:
        case [a, b]:
            total = a + b
print(InClass.total, InClass.a)
