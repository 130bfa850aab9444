def f():
    def g():
        return v
    r = g()
    v = 1
    return r
f()
