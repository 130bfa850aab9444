if 1 = x:
    pass
