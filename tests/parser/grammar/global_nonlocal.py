def f():
    global a, b
    def g():
        nonlocal c
