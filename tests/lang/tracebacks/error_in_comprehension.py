data = [1, 2, 0]
print([10 // d for d in data])
