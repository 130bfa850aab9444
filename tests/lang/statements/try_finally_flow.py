def f(x):
    try:
        if x == 0:
            return "zero"
        if x == 1:
            raise ValueError("one")
        return "other"
    except ValueError as e:
        return f"caught {e}"
    finally:
        print("cleanup", x)
for x in range(3):
    print(f(x))
def loop():
    out = []
    for i in range(5):
        try:
            if i == 3:
                break
            out.append(i)
        finally:
            out.append("f")
    return out
print(loop())
def nested():
    try:
        try:
            raise KeyError("a")
        except KeyError:
            raise IndexError("b")
        finally:
            print("inner finally")
    except IndexError as e:
        return repr(e)
print(nested())
def while_finally():
    n = 0
    while True:
        try:
            n += 1
            if n < 3:
                continue
            return n
        finally:
            print("tick", n)
print(while_finally())
