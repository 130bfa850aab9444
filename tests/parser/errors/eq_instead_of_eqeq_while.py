while x = 1:
    pass
