def f():
    return x y
