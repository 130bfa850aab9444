a, b: int = 1, 2
