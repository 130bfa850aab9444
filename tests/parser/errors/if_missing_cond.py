if:
    pass
