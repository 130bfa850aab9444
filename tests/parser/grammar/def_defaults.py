def f(a, b=1, c=2): pass
def g(a=[], *, b={}): pass
