def f():
    try:
        return 1 / 0
    except ZeroDivisionError as e:
        raise ValueError("bad value") from e
try:
    f()
except ValueError:
    raise RuntimeError("final")
