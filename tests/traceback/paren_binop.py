a, b, c = 1, 2, "x"
r = (a + b) * c - 1
