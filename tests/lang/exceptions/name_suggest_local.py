def f():
    counter = 1
    return countr
f()
