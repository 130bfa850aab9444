# ExitStack.push: bare exit callbacks receive the exception triple and may suppress; objects with __exit__
from contextlib import ExitStack

def exit_logger(t, v, tb):
    print("logger saw", t.__name__ if t else None, v)
    return False
def exit_suppressor(t, v, tb):
    print("suppressor saw", t.__name__ if t else None)
    return True

with ExitStack() as s:
    r = s.push(exit_logger)
    print(r is exit_logger)
print("clean")
with ExitStack() as s:
    s.push(exit_logger)
    s.push(exit_suppressor)
    raise ValueError("v")
print("suppressed by the inner callback, logger saw none")
try:
    with ExitStack() as s:
        s.push(exit_suppressor)
        s.push(exit_logger)
        raise KeyError("k")
    print("suppressed by the outer callback")
except KeyError:
    print("not reached")

class CM:
    def __enter__(self):
        print("CM enter (not called by push)")
    def __exit__(self, t, v, tb):
        print("CM exit", t.__name__ if t else None)
with ExitStack() as s:
    s.push(CM())
    print("body")
try:
    with ExitStack() as s:
        s.push(5)
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
