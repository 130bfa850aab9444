x = [1, 2]
try:
    x[5]
except IndexError:
    y = 1 + "a"
