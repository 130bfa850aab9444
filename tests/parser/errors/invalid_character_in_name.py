my-var = 1
