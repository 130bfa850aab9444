def make_adders():
    return [lambda x: x + i for i in range(3)]
print([f(10) for f in make_adders()])
def counter():
    n = 0
    def get():
        return n
    def inc():
        nonlocal n
        n += 1
    return get, inc
get, inc = counter()
inc(); inc()
print(get())
def outer():
    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(e)
    y = 1
    return inner()
print(outer())
