# Objects with __await__: generator methods, iterator classes, awaiting a
# coroutine's __await__() wrapper, and values passed through.


class Ready:
    def __init__(self, v):
        self.v = v

    def __await__(self):
        return self.v
        yield  # makes __await__ a generator


class Steps:
    """An iterator class as the awaitable's iterator."""

    def __init__(self, n):
        self.n = n
        self.i = 0

    def __await__(self):
        return self

    def __iter__(self):
        return self

    def __next__(self):
        if self.i < self.n:
            self.i += 1
            return ("step", self.i)
        # StopIteration(v) would make v the await's value: pysafe loses v
        # for now (yield from over a class's __next__, vm/interp_loop.c SEND)
        raise StopIteration


class Delegate:
    """__await__ delegating to another awaitable's iterator."""

    def __init__(self, inner):
        self.inner = inner

    def __await__(self):
        r = yield from self.inner.__await__()
        return ("delegated", r)


async def coro_value(x):
    return x * 3


class WrapCoro:
    def __await__(self):
        return coro_value(5).__await__()


async def main():
    trace = []
    trace.append(await Ready("ready"))
    trace.append(await Steps(2))
    trace.append(await Delegate(Ready(1)))
    trace.append(await Delegate(Steps(1)))
    trace.append(await WrapCoro())
    trace.append(await Delegate(coro_value(2)))
    return trace


def drive(coro):
    yielded = []
    try:
        while True:
            yielded.append(coro.send(None))
    except StopIteration as e:
        return yielded, e.value


y, r = drive(main())
print(y)
for t in r:
    print(t)

# the wrapper from __await__ is an iterator over the coroutine
w = coro_value(7).__await__()
print(iter(w) is w)
try:
    next(w)
except StopIteration as e:
    print("wrapper returned", e.value)


class Echo:
    def __await__(self):
        sent = yield "need"
        sent2 = yield ("got", sent)
        return sent + sent2


async def uses_echo():
    return await Echo()


c = uses_echo()
print(c.send(None))
print(c.send(10))
try:
    c.send(5)
except StopIteration as e:
    print("echo", e.value)

# throw goes into the awaitable's generator
class Catches:
    def __await__(self):
        try:
            yield "waiting"
        except ValueError as e:
            return "caught " + str(e)


async def uses_catches():
    return await Catches()


c = uses_catches()
print(c.send(None))
try:
    c.throw(ValueError("thrown"))
except StopIteration as e:
    print(e.value)

# close goes into the awaitable's generator too
class Finally:
    def __await__(self):
        try:
            yield "x"
        finally:
            print("awaitable cleanup")


async def uses_finally():
    await Finally()


c = uses_finally()
c.send(None)
c.close()
print("closed")
