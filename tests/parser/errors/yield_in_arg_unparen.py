f(yield x, y)
