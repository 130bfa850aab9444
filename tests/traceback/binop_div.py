data = [1, 2, 3]
total = sum(data) / (len(data) - 3)
