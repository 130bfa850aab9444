def f():
    return *a
