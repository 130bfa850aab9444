def f():
    nonlocal q
    q = 1
