def f()  # the body follows
    pass
