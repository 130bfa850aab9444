x = [a b]
