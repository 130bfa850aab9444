items = [1, 2]
items.appendd(3)
