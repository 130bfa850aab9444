def f(a, b, /, c, d=1): pass
def g(a=1, /, b=2): pass
