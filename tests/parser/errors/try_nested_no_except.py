def f():
    try:
        pass
    return 1
