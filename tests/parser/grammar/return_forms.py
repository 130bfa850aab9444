def f():
    return
def g():
    return 1
def h():
    return 1, 2
def i():
    return *a, b
def j():
    return (yield)
def k():
    return lambda: 1
def l():
    return a if b else c
def m():
    return not x
def n():
    return await_
