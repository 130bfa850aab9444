x = 1 if y else
