def f():
    "doc"
print(f.__name__, f.__qualname__, f.__doc__, type(1).__name__, (1).__class__.__name__, len.__name__)
e = ValueError("x")
print(e.__cause__, e.__context__, e.__suppress_context__, e.args)
