# contextlib.suppress: several types, subclasses, no args, not catching others, reuse, nested
from contextlib import suppress

with suppress(KeyError):
    {}["x"]
print("after KeyError")
with suppress(ValueError, TypeError):
    int(None)
print("after TypeError")
with suppress(LookupError):
    [][0]
print("subclass suppressed")
try:
    with suppress():
        raise ValueError("no types given")
except ValueError as e:
    print("suppress() catches nothing", e)
try:
    with suppress(KeyError):
        raise IndexError("other")
except IndexError as e:
    print(type(e).__name__, e)
s = suppress(ZeroDivisionError)
for i in range(3):
    with s:
        print("try", i)
        1 / (i - 1)
        print("ok", i)
with suppress(Exception):
    with suppress(KeyError):
        raise ValueError
    print("not reached")
print("outer suppressed")
with suppress(BaseException):
    raise SystemExit(2)
print("even SystemExit")
def f():
    with suppress(StopIteration):
        next(iter([]))
        return "not"
    return "after"
print(f())
with suppress(KeyError) as v:
    print("as value", v)
