with :
    pass
