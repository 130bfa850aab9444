d ( ef f(a, b, /, c, d=1): pass
