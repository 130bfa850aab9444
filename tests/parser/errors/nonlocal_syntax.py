def f():
    nonlocal
