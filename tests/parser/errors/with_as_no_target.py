with a as:
    pass
