# nested with blocks: inner suppression hides the exception from outer, outer sees exceptions inner lets through
log = []
class CM:
    def __init__(self, name, catch=()):
        self.name, self.catch = name, catch
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        log.append((self.name, t.__name__ if t else None))
        return t is not None and issubclass(t, self.catch)

with CM("outer", (KeyError,)):
    with CM("inner", (ValueError,)):
        raise ValueError
    log.append("after inner")
print(log); log.clear()
with CM("outer", (KeyError,)):
    with CM("inner", (ValueError,)):
        raise KeyError
    log.append("not reached")
print(log); log.clear()
try:
    with CM("outer", (KeyError,)):
        with CM("inner", (ValueError,)):
            raise TypeError
except TypeError:
    log.append("escaped")
print(log); log.clear()
with CM("all", (Exception,)):
    with CM("lookup", (LookupError,)):
        [][1]
    with CM("lookup2", (LookupError,)):
        {}[1]
    with CM("none"):
        int("x")
    log.append("not reached")
print(log); log.clear()
try:
    with CM("exc", (Exception,)):
        raise SystemExit(0)
except SystemExit as e:
    print("SystemExit passed through", e.code)
print(log)
