x = 1if y else 2
z = 3abc
