# ExitStack.enter_context: results, exit order, suppression by a member, non-managers rejected
from contextlib import ExitStack, contextmanager
log = []

@contextmanager
def res(name, swallow=False):
    log.append("open " + name)
    try:
        yield name.upper()
    except Exception as e:
        log.append("%s saw %s" % (name, type(e).__name__))
        if not swallow:
            raise
    finally:
        log.append("close " + name)

with ExitStack() as stack:
    vals = [stack.enter_context(res(n)) for n in "abc"]
    print(vals)
print(log); log.clear()
with ExitStack() as stack:
    stack.enter_context(res("outer"))
    stack.enter_context(res("swallower", swallow=True))
    stack.enter_context(res("inner"))
    raise ValueError("body")
print("suppressed", log); log.clear()
class OnlyEnter:
    def __enter__(self): return 1
try:
    with ExitStack() as stack:
        stack.enter_context(OnlyEnter())
except TypeError as e:
    print(type(e).__name__, e)
files = ["f1", "f2", "f3"]
with ExitStack() as stack:
    handles = [stack.enter_context(res(f)) for f in files]
    print(handles)
print(log)
