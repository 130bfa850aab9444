def f(a, b,): pass
def g(*, a,): pass
def h(**k,): pass
