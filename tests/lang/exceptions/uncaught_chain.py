try:
    int("x")
except ValueError:
    raise RuntimeError("conversion failed")
