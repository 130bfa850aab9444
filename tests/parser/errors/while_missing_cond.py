while:
    pass
