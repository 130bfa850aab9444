f = lambda x: x / 0
f(1)
