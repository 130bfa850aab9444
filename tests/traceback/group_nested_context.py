def f(i):
    raise ValueError(i)
def g():
    excs = []
    for i in range(3):
        try:
            f(i)
        except ValueError as e:
            excs.append(e)
    try:
        raise KeyError("ctx")
    except KeyError:
        raise ExceptionGroup("outer", [excs[0], ExceptionGroup("inner", [excs[1], TypeError("no tb")]), excs[2]])
try:
    g()
except* ValueError as eg:
    raise RuntimeError("in handler")
