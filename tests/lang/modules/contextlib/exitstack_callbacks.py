# ExitStack.callback: LIFO order, arguments and keywords, return value, callbacks raising
from contextlib import ExitStack

with ExitStack() as stack:
    for i in range(3):
        stack.callback(print, "callback", i)
    stack.callback(print, "kw", sep="|", end="!\n")
    print("body")

def cb(name, log):
    log.append(name)
log = []
with ExitStack() as s:
    r = s.callback(cb, "x", log)
    print(r is cb)
print(log)

def fail(msg):
    raise ValueError(msg)
try:
    with ExitStack() as s:
        s.callback(print, "runs after the failing callback")
        s.callback(fail, "cb failed")
        s.callback(print, "runs first")
except ValueError as e:
    print(type(e).__name__, e)

try:
    with ExitStack() as s:
        s.callback(fail, "second")
        s.callback(fail, "first")
except ValueError as e:
    print(type(e).__name__, e, "context:", e.__context__)

try:
    with ExitStack() as s:
        s.callback(fail, "from callback")
        raise KeyError("body")
except ValueError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)
