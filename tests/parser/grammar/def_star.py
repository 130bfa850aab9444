def f(*args): pass
def g(*args, **kwargs): pass
def h(a, *, b, c=1, **k): pass
def i(**k): pass
