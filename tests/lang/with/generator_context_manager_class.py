# a context manager class wrapping a generator by hand (what contextmanager does), behaviour checked
class GenCM:
    def __init__(self, gen):
        self.gen = gen
    def __enter__(self):
        return next(self.gen)
    def __exit__(self, t, v, tb):
        if t is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        try:
            self.gen.throw(v)
        except StopIteration:
            return True
        except BaseException as e:
            if e is v:
                return False
            raise
        raise RuntimeError("generator didn't stop after throw()")

log = []
def resource(name):
    log.append("open " + name)
    try:
        yield name.upper()
    except KeyError:
        log.append("handled KeyError")
    finally:
        log.append("close " + name)

with GenCM(resource("a")) as r:
    log.append("using " + r)
print(log); log.clear()
with GenCM(resource("b")):
    raise KeyError
print(log); log.clear()
try:
    with GenCM(resource("c")):
        raise ValueError("v")
except ValueError as e:
    print("propagated", e)
print(log)
def twice():
    yield 1
    yield 2
try:
    with GenCM(twice()):
        pass
except RuntimeError as e:
    print(type(e).__name__, e)
