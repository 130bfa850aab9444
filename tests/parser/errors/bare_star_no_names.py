def f(*):
    pass
