log = []
def step(name, fail=False):
    log.append(name)
    if fail:
        raise ValueError(name)
try:
    try:
        step("a")
        step("b", fail=True)
        step("c")
    except ValueError as e:
        step("handler " + str(e))
        raise KeyError("from handler")
    else:
        step("else")
    finally:
        step("finally")
except KeyError as e:
    step("outer " + repr(e))
print(log)
def ret_in_finally():
    for i in range(3):
        try:
            return i
        finally:
            if i < 2:
                continue
print(ret_in_finally())
def break_in_finally():
    while True:
        try:
            raise ValueError("lost")
        finally:
            break
    return "broke out"
print(break_in_finally())
