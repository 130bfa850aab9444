# Classes with __aiter__/__anext__ as async iterators; errors for objects
# that lack the protocol (CPython's texts).
import asyncio


class Countdown:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        self.n -= 1
        return self.n


class Ticker:
    """__aiter__ returns a separate iterator object."""

    def __init__(self, items):
        self.items = items

    def __aiter__(self):
        return _TickIter(self.items)


class _TickIter:
    def __init__(self, items):
        self.it = iter(items)

    async def __anext__(self):
        try:
            return next(self.it)
        except StopIteration:
            raise StopAsyncIteration from None


class AwaitableNext:
    """__anext__ returns an object with __await__ (not a coroutine)."""

    def __init__(self):
        self.i = 0

    def __aiter__(self):
        return self

    def __anext__(self):
        self.i += 1
        return _Value(self.i)


class _Value:
    def __init__(self, i):
        self.i = i

    def __await__(self):
        if self.i > 3:
            raise StopAsyncIteration
        return self.i * 100
        yield


class NoAiter:
    pass


class AiterWithoutAnext:
    def __aiter__(self):
        return 5


class AnextNotAwaitable:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 42


class SyncIterOnly:
    def __iter__(self):
        return iter([1])


async def main():
    async for x in Countdown(3):
        print("countdown", x)
    print([x async for x in Ticker("abc")])
    async for x in AwaitableNext():
        print("awaitable next", x)
    t = Ticker([1, 2])
    print([x async for x in t], [x async for x in t])
    for bad in (NoAiter(), AiterWithoutAnext(), AnextNotAwaitable(), SyncIterOnly(), [1, 2], None, 7):
        try:
            async for x in bad:
                print("unexpected", x)
        except TypeError as e:
            print("TypeError", e)
    # in a comprehension as well (a name: CPython folds a list display
    # iterated by a comprehension into a tuple, which its message shows)
    data = [1]
    try:
        [x async for x in data]
    except TypeError as e:
        print("TypeError", e)


asyncio.run(main())
