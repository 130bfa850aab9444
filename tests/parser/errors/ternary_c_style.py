x = a ? b : c
