{a, b} = c
