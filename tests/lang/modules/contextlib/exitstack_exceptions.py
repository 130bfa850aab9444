# ExitStack exception chaining: a later exit sees the exception of an earlier one, context preserved
from contextlib import ExitStack

class Raiser:
    def __init__(self, exc):
        self.exc = exc
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        raise self.exc

class Seer:
    def __init__(self, name): self.name = name
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        print(self.name, "saw", t.__name__ if t else None, v)
        return False

try:
    with ExitStack() as s:
        s.enter_context(Seer("outermost"))
        s.enter_context(Raiser(KeyError("from exit")))
        s.enter_context(Seer("innermost"))
        raise ValueError("body")
except KeyError as e:
    print("final", type(e).__name__, e)
    print("context", type(e.__context__).__name__, e.__context__)

try:
    with ExitStack() as s:
        s.enter_context(Raiser(TypeError("t2")))
        s.enter_context(Raiser(IndexError("t1")))
except TypeError as e:
    print("final", type(e).__name__, e, "<-", type(e.__context__).__name__, e.__context__)

class Suppressor:
    def __enter__(self): return self
    def __exit__(self, *a): return True
with ExitStack() as s:
    s.enter_context(Suppressor())
    s.enter_context(Raiser(KeyError("suppressed later")))
print("all suppressed")
