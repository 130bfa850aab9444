log = []

def check(label, result):
    log.append(label)
    return result

def f(v):
    match v:
        case int(n) if check("pos", n > 0):
            return "positive"
        case int(n) if check("neg", n < 0):
            return "negative"
        case int():
            return "zero"
        case [x, y] if check("sum", x + y == 10):
            return "sums to ten"
        case [x, y] if x == y:
            return "equal pair"
        case _ if check("default guard", isinstance(v, str)):
            return "string"
        case _:
            return "other"

for v in [5, -5, 0, [3, 7], [4, 4], [1, 2], "s", None]:
    log.clear()
    print(repr(v), f(v), log)

# the guard sees the capture, and a failed guard leaves it bound
match 3:
    case x if x > 5:
        print("big")
    case y:
        print("x is", x, "y is", y)

# guard raising
def g(v):
    match v:
        case x if 1 / x:
            return "ok"
try:
    g(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(g(2))
