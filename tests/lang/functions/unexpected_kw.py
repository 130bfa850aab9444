def f(a):
    return a
f(b=1)
