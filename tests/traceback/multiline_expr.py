values = [1, 2, 3]
total = (values[0] +
         values[1] +
         values[5])
