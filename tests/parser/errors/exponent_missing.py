x = 1e
