def f():
    pass
return 5
