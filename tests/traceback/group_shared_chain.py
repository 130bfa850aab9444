def f():
    try:
        1/0
    except ZeroDivisionError as z:
        raise ValueError("from z") from z
try:
    f()
except ValueError as v:
    shared = v
e = ExceptionGroup("shared", [shared, TypeError("t")])
e2 = RuntimeError("multi\nline\nmessage")
e2.__context__ = shared
raise ExceptionGroup("outer", [e, e2, shared])
