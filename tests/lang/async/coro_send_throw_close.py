# Driving coroutines by hand: send, throw and close on coroutine objects,
# with a custom awaitable that suspends (yields to the driver).


class Suspend:
    """Awaiting it yields `tag` to whoever drives the coroutine."""

    def __init__(self, tag):
        self.tag = tag

    def __await__(self):
        got = yield self.tag
        return got


async def worker():
    log = []
    a = await Suspend("first")
    log.append(a)
    try:
        b = await Suspend("second")
        log.append(b)
    except ValueError as e:
        log.append("caught " + str(e))
        b = await Suspend("after-catch")
        log.append(b)
    return log


c = worker()
print(c.send(None))
print(c.send(1))
print(c.throw(ValueError("boom")))
try:
    c.send("last")
except StopIteration as e:
    print("returned", e.value)

# send after the end
try:
    c.send(None)
except RuntimeError as e:
    print(type(e).__name__, e)

# a non-None value into a just-started coroutine
c = worker()
try:
    c.send(5)
except TypeError as e:
    print(type(e).__name__, e)
c.close()

# throw into a fresh coroutine: raised at its start, it is over after
c = worker()
try:
    c.throw(KeyError("k"))
except KeyError as e:
    print("KeyError", e)
try:
    c.send(None)
except RuntimeError as e:
    print(type(e).__name__, e)

# throw with a type, a type and a value
c = worker()
c.send(None)
c.send(1)
print(c.throw(ValueError))
c.close()
c = worker()
c.send(None)
c.send(2)
print(c.throw(ValueError, ValueError("typed")))
c.close()

# throw an exception the coroutine does not handle
c = worker()
c.send(None)
try:
    c.throw(IndexError("not handled"))
except IndexError as e:
    print("propagated", e)
try:
    c.send(None)
except RuntimeError as e:
    print(type(e).__name__, e)

# throw of a non-exception
c = worker()
try:
    c.throw(42)
except TypeError as e:
    print(type(e).__name__, e)
c.close()

# close runs finally blocks; close twice is fine; close of a fresh one
async def guarded():
    try:
        await Suspend("in try")
    finally:
        print("finally ran")


c = guarded()
c.send(None)
print(c.close())
print(c.close())
c = guarded()
c.close()
print("fresh closed, no finally")
try:
    c.send(None)
except RuntimeError as e:
    print(type(e).__name__, e)


# a coroutine that ignores GeneratorExit (once: a dropped coroutine is
# closed by CPython's finalizer, not by pysafe's collector)
async def stubborn():
    ignored = False
    while True:
        try:
            await Suspend("again")
        except GeneratorExit:
            if ignored:
                raise
            ignored = True
            print("ignoring exit")


c = stubborn()
c.send(None)
try:
    c.close()
except RuntimeError as e:
    print(type(e).__name__, e)


# close when the coroutine catches GeneratorExit and returns
async def polite():
    try:
        await Suspend("x")
    except GeneratorExit:
        print("cleaning up")
        return "value ignored"


c = polite()
c.send(None)
print(c.close())


# close when the coroutine raises something else
async def rude():
    try:
        await Suspend("x")
    except GeneratorExit:
        raise ValueError("from close")


c = rude()
c.send(None)
try:
    c.close()
except ValueError as e:
    print(type(e).__name__, e)
