my_function(x):
    return x
