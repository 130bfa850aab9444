counter = 0
def bump():
    global counter
    counter += 1
bump(); bump()
print(counter)
def outer():
    x = "outer"
    def inner():
        nonlocal x
        x = "changed"
    inner()
    return x
print(outer())
def make():
    fns = []
    for i in range(3):
        def f(i=i):
            return i * 10
        fns.append(f)
    return [g() for g in fns]
print(make())
def shadow():
    len = 5
    return len
print(shadow(), len([1]))
