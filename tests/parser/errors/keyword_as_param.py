def f(if):
    pass
