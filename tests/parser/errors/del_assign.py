del x[0] = 1
