# @ on ints, floats and bools is unsupported (the small-int path once
# answered NotImplemented as a value)
for a, b in [(2, 3), (2, 3.0), (True, 1), (2**70, 1), (1.5, 2.5)]:
    try:
        print(a @ b)
    except TypeError as e:
        print(type(e).__name__, e)
    x = a
    try:
        x @= b
        print(x)
    except TypeError as e:
        print(type(e).__name__, e)
