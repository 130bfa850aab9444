def f(v):
    match v:
        case [*items] if (n := len(items)) > 2:
            return ("long", n)
        case [*items] if (n := len(items)):
            return ("short", n)
        case _:
            return "empty or not a list"

for v in [[1, 2, 3], [1], [], "abc"]:
    print(f(v))

count = 0
def bump():
    global count
    count += 1
    return count

for i in range(5):
    match i:
        case 0 | 1 if bump() > 10:
            print("never")
        case k if bump() % 2:
            print(i, "odd bump", count)
        case _:
            print(i, "even bump", count)
