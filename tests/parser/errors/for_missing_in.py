for x range(10):
    pass
