def f():
    yield x = 1
