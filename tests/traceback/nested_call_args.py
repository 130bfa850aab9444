def inner(v):
    return v + 1

def outer(v):
    return inner(v) * 2

print(outer(inner("s")))
