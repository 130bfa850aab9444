x
x.y
1 + 1
