# ContextDecorator subclasses: used as with and as decorator, _recreate_cm not needed, exceptions
from contextlib import ContextDecorator
log = []

class mark(ContextDecorator):
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow
    def __enter__(self):
        log.append("enter " + self.name)
        return self
    def __exit__(self, t, v, tb):
        log.append("exit %s %s" % (self.name, t.__name__ if t else None))
        return self.swallow

with mark("w") as m:
    log.append("body " + m.name)
print(log); log.clear()

@mark("deco")
def f(a, b=2):
    log.append("f(%s, %s)" % (a, b))
    return a + b
print(f(1), f(1, b=5), log); log.clear()

@mark("swallowing", swallow=True)
def g():
    raise KeyError("k")
print(g(), log); log.clear()

@mark("passing")
def h():
    raise IndexError("i")
try:
    h()
except IndexError as e:
    print(type(e).__name__, e, log)
print(f.__name__, g.__name__)
log.clear()
class Svc:
    @mark("method")
    def run(self, x):
        return x * 10
print(Svc().run(4), log)
