def f():
    nonlocal q
