a < b = 1
