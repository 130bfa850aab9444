while a = b = c:
    pass
