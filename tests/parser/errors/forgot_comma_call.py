f(a b)
