if x === y:
    pass
