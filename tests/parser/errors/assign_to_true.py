True = 0
