if a + 1 = 2:
    pass
