del f(x)
