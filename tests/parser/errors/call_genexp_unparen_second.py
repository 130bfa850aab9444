f(x, y for y in z)
