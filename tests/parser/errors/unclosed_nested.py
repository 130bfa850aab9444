x = f(a, [b, (c, d]
