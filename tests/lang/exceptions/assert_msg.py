x = -1
assert x > 0, f"x must be positive, got {x}"
