def m(a b):
    pass
