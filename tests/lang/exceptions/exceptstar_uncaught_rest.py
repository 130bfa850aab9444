# What no except* clause handled leaves the statement: printed as
# CPython prints an uncaught group (the tree of its members).
def work():
    raise ExceptionGroup("work failed", [ValueError("bad value"), KeyError("missing"), TypeError("wrong type")])


try:
    work()
except* ValueError as eg:
    print("handled", repr(eg))
except* KeyError as eg:
    print("handled", repr(eg))
