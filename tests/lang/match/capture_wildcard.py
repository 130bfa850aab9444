def f(x):
    match x:
        case 1:
            return "one"
        case other:
            return "captured " + repr(other)

for v in [1, 2, "s", None, [1, 2]]:
    print(f(v))

match 5:
    case _:
        print("wildcard matched")

match [1, 2]:
    case whole:
        print("whole", whole)
print(whole)

def g():
    match 42:
        case n:
            pass
    return n
print(g())
