{a: b} = c
