print(list(range(5)), list(range(2, 5)), list(range(0, 10, 3)), list(range(5, 0, -1)), list(range(0)), len(range(100)))
