for x in 42:
    pass
