lambda: 1 = x
