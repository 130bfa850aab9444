# exceptions raised inside __exit__: replace the body's exception, context chaining, raised on clean exit
class Raiser:
    def __init__(self, exc):
        self.exc = exc
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        raise self.exc

try:
    with Raiser(KeyError("from exit")):
        raise ValueError("body")
except KeyError as e:
    print(type(e).__name__, e, "| context:", type(e.__context__).__name__, e.__context__)
try:
    with Raiser(KeyError("clean")):
        pass
except KeyError as e:
    print(type(e).__name__, e, e.__context__)

class Reraise:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        if v is not None:
            raise v
try:
    with Reraise():
        raise IndexError("same")
except IndexError as e:
    print(type(e).__name__, e)

class Chain:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        if v is not None:
            raise RuntimeError("wrapped") from v
try:
    with Chain():
        1 / 0
except RuntimeError as e:
    print(e, type(e.__cause__).__name__, e.__suppress_context__)

log = []
class Log:
    def __init__(self, n): self.n = n
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        log.append((self.n, t.__name__ if t else None))
try:
    with Log("outer"), Raiser(TypeError("inner exit")), Log("innermost"):
        raise ValueError("body")
except TypeError as e:
    print(type(e).__name__, e)
print(log)
