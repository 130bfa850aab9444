x = 0
def f():
    global x
    global a, b, c
    x = 1
    def g():
        nonlocal y
        nonlocal p, q
        y = 2
    y = p = q = 0
class C:
    global z
    z = 1
