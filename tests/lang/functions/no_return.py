def f():
    x = 1
print(f(), f() is None)
