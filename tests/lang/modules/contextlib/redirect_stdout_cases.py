# redirect_stdout into io.StringIO and script-side writers: nesting, restore on exception, print kwargs
import io
from contextlib import redirect_stdout

buf = io.StringIO()
with redirect_stdout(buf) as target:
    print("captured", 1, 2)
    print("no newline", end="")
print("target is buf:", target is buf)
print(repr(buf.getvalue()))

outer, inner = io.StringIO(), io.StringIO()
with redirect_stdout(outer):
    print("to outer")
    with redirect_stdout(inner):
        print("to inner")
    print("outer again")
print(repr(outer.getvalue()), repr(inner.getvalue()))

buf = io.StringIO()
try:
    with redirect_stdout(buf):
        print("before error")
        raise ValueError("inside redirect")
except ValueError as e:
    print("restored after", type(e).__name__, e)
print(repr(buf.getvalue()))

class Collector:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        pass
c = Collector()
with redirect_stdout(c):
    print("a", "b", sep="-")
print(c.parts)
buf = io.StringIO()
r = redirect_stdout(buf)
with r:
    print("first use")
with r:
    print("second use")
print(repr(buf.getvalue()))
