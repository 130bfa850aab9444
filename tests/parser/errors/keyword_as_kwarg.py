f(class=1)
