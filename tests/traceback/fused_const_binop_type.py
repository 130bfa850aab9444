# LOAD_CONST fused with the operation after it: a TypeError from the
# slow path points at the operation.
def g(x):
    return x


def h():
    return g(None) + 1


print(h())
