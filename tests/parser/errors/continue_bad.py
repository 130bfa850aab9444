for x in y:
    continue 1
