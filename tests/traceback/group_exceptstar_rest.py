def f():
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
try:
    f()
except* ValueError:
    pass
