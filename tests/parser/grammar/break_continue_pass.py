for x in y:
    break
    continue
pass
