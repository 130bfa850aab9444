def f():
    return if
