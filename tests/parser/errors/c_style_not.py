if !x:
    pass
