# Values sent into a chain of awaits reach the innermost awaitable; throw
# is caught at the level that handles it; close runs every level's cleanup
# from the inside out.
log = []


class Point:
    """The innermost awaitable: yields a request, gets the answer."""

    def __init__(self, tag):
        self.tag = tag

    def __await__(self):
        try:
            answer = yield ("need", self.tag)
        finally:
            log.append("point %s cleanup" % self.tag)
        return answer


async def inner():
    try:
        a = await Point("a")
        b = await Point("b")
        return a + b
    finally:
        log.append("inner cleanup")


async def middle():
    try:
        return await inner() * 2
    except KeyError as e:
        log.append("middle caught %s" % e)
        return await Point("after-catch")
    finally:
        log.append("middle cleanup")


async def outer():
    try:
        return "outer got %r" % (await middle(),)
    finally:
        log.append("outer cleanup")


def run(steps):
    c = outer()
    out = [c.send(None)]
    try:
        for kind, v in steps:
            out.append(c.send(v) if kind == "send" else c.throw(v))
    except StopIteration as e:
        out.append(e.value)
    return out, c


out, _ = run([("send", 3), ("send", 4)])
print(out)
print(log)
log.clear()
out, _ = run([("throw", KeyError("k")), ("send", "recovered")])
print(out)
print(log)
log.clear()
out, c = run([("send", 1)])
print(out)
c.close()
print(log)
log.clear()
try:
    run([("throw", ValueError("not handled"))])
except ValueError as e:
    print("ValueError", e, log)
