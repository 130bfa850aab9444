# redirect_stdout capturing output of functions, generators and nested calls; exceptions propagate
import io
from contextlib import redirect_stdout

def noisy(n):
    for i in range(n):
        print("line", i)
    return n

def capture(fn, *args):
    buf = io.StringIO()
    with redirect_stdout(buf):
        result = fn(*args)
    return result, buf.getvalue().splitlines()

print(capture(noisy, 3))
print(capture(noisy, 0))
def gen():
    print("gen start")
    yield 1
    print("gen resume")
    yield 2
g = gen()
buf = io.StringIO()
with redirect_stdout(buf):
    first = next(g)
rest = list(g)
print(first, rest, repr(buf.getvalue()))
def failing():
    print("partial")
    raise KeyError("fail")
buf = io.StringIO()
try:
    with redirect_stdout(buf):
        failing()
except KeyError as e:
    print(type(e).__name__, e, repr(buf.getvalue()))
buf = io.StringIO()
with redirect_stdout(buf):
    print(*range(5), sep=",")
    print("x", end="")
    print()
print(repr(buf.getvalue()))
