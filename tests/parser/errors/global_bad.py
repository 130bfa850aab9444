global x.y
