def f(x):
    return x["a"] + 1

def g():
    return f({"b": 1})

try:
    g()
except KeyError as e:
    raise ValueError("bad") from e
