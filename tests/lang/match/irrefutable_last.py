def f(v):
    match v:
        case x if x:
            return ("truthy", x)
        case _ if False:
            return "never"
        case y:
            return ("capture last", y)

for v in [0, 1, "", "a"]:
    print(f(v))

def g(v):
    match v:
        case (_):
            return "group wildcard last"

print(g(1))

def h(v):
    match v:
        case [_] | _:
            return "or with wildcard last"
print(h([1]), h(2))

def k(v):
    match v:
        case 1:
            return "one"
        case (z):
            return ("grouped capture", z)
print(k(1), k(2))
