# contextlib.closing: close() called on exit and on exceptions, enter returns the thing, missing close
from contextlib import closing

class Thing:
    def __init__(self, name):
        self.name = name
        self.closed = 0
    def close(self):
        self.closed += 1
        print("close", self.name)

t = Thing("a")
with closing(t) as x:
    print(x is t, x.closed)
print(t.closed)
t = Thing("b")
try:
    with closing(t):
        raise ValueError("in body")
except ValueError as e:
    print(type(e).__name__, e, t.closed)
class NoClose:
    pass
try:
    with closing(NoClose()):
        print("body ran")
except AttributeError as e:
    print(type(e).__name__)
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("generator finalised")
with closing(gen()) as g:
    print(next(g))
print("after with")
class CloseRaises:
    def close(self):
        raise OSError("close failed")
try:
    with closing(CloseRaises()):
        pass
except OSError as e:
    print(type(e).__name__, e)
