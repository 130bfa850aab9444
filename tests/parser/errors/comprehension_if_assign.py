[x for x in y if x = 1]
