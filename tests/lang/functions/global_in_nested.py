g = 1
def a():
    def b():
        global g
        g += 10
    b()
    return g
print(a(), g)
