while x:
    x -= 1
    if x: break
    continue
else:
    pass
