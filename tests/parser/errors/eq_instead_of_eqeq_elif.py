if a:
    pass
elif b = 2:
    pass
