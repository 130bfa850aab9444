raise ValueError("a", 2)
