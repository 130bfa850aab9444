def class():
    pass
