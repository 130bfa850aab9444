def level3(x):
    return x["missing"]
def level2(x):
    return level3(x) + 1
def level1():
    return level2({})
try:
    level1()
except KeyError as e:
    print("caught at top:", e)
def chain():
    try:
        level1()
    except KeyError as e:
        raise LookupError("wrapped") from e
try:
    chain()
except LookupError as e:
    print(e, "<-", repr(e.__cause__))
level1()
