f(x.y = 1)
