def f():
    x = 0
    def g():
        def h():
            nonlocal x
            x += 5
        h()
        return x
    return g()
print(f())
