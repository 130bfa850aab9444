def f(*, **kw):
    pass
