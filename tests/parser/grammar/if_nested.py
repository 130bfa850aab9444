if a:
    if b:
        if c:
            pass
    else:
        pass
