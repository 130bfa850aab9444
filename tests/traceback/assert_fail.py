x = 3
assert x % 2 == 0, "x must be even"
