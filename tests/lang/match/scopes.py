g = "global before"

def set_global(v):
    global g
    match v:
        case [g]:
            pass

set_global(["global after"])
print(g)

def outer():
    captured = "outer before"
    def inner(v):
        nonlocal captured
        match v:
            case {"c": captured}:
                return True
        return False
    print(inner({"c": "outer after"}), captured)
    def reader():
        return captured
    match 5:
        case captured:
            pass
    print(reader())
outer()

def closure_capture(v):
    match v:
        case [a, *rest]:
            fs = [lambda: a, lambda: rest]
    return [f() for f in fs]
print(closure_capture([1, 2, 3]))

print([y for x in [[1, 2], [3], [4, 5]] if (lambda v: True)(x) for y in x])

def comp(v):
    out = []
    for item in v:
        match item:
            case (k, val):
                out.append(f"{k}={val}")
            case str(s):
                out.append(s.upper())
    return out
print(comp([("a", 1), "b", ("c", 3)]))
