def f():
    raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
try:
    f()
except* ValueError:
    raise TypeError("new") from None
