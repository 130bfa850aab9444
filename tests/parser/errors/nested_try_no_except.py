def f():
    try:
        pass
x = 1
