x = 1
# between
y = 2
