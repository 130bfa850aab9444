[*x for x in y]
