data = None
x = data[1:3]
