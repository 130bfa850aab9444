# ExitStack.pop_all transfers callbacks to a new stack; close() runs them; reuse after close
from contextlib import ExitStack

log = []
def opener(names):
    with ExitStack() as stack:
        for n in names:
            stack.callback(log.append, "release " + n)
            if n == "bad":
                raise ValueError("cannot open " + n)
        return stack.pop_all()

kept = opener(["a", "b"])
print("after opener", log)
kept.close()
print("after close", log)
log.clear()
try:
    opener(["a", "bad", "c"])
except ValueError as e:
    print(type(e).__name__, e, log)
log.clear()
s = ExitStack()
s.callback(log.append, 1)
s.callback(log.append, 2)
s.close()
s.close()
print(log)
moved = ExitStack()
moved.callback(log.append, "moved")
new = moved.pop_all()
moved.close()
print(log)
with new:
    pass
print(log)
with ExitStack() as outer:
    inner = ExitStack()
    inner.callback(log.append, "inner cb")
    outer.enter_context(inner)
print(log[-1])
