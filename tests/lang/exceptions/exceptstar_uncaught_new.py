# A new exception raised in a clause, uncaught with the unhandled rest.
def step(n):
    if n == 2:
        raise ExceptionGroup("steps", [ValueError(n), OSError(n)])
    return n


try:
    for i in range(4):
        print(step(i))
except* ValueError as eg:
    raise RuntimeError("could not recover from %r" % (eg.exceptions,))
