x = [i for i in range(10) if i % 2 else 0]
