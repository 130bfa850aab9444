def f(v):
    r = "unset"
    match v:
        case 1:
            r = "one"
        case [2]:
            r = "list two"
    return r

print(f(1), f([2]), f(3), f("x"))

for v in range(3):
    match v:
        case 7:
            print("seven")
print("after")

# the subject is evaluated once
calls = []
def subject():
    calls.append(1)
    return 5
match subject():
    case 1: pass
    case 2: pass
    case 3: pass
    case 5: print("five")
print(len(calls))
