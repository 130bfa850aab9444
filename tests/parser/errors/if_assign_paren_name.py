if (a) = 1:
    pass
