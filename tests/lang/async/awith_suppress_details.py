# What __aexit__'s return value means: truthy values suppress, falsy do
# not; BaseException subclasses; suppressing inside loops and functions.
import asyncio


class Ret:
    def __init__(self, value):
        self.value = value

    async def __aenter__(self):
        return None

    async def __aexit__(self, et, ev, tb):
        return self.value


class OnlyKind:
    def __init__(self, kind):
        self.kind = kind

    async def __aenter__(self):
        return self

    async def __aexit__(self, et, ev, tb):
        return et is not None and issubclass(et, self.kind)


async def main():
    for v in (True, 1, "yes", [0], False, 0, "", None, []):
        try:
            async with Ret(v):
                raise ValueError(repr(v))
            print(repr(v), "suppressed")
        except ValueError as e:
            print(e, "not suppressed")
    for exc in (KeyError("k"), IndexError("i"), LookupError("l"), ValueError("v")):
        try:
            async with OnlyKind(LookupError):
                raise exc
            print(type(exc).__name__, "suppressed")
        except Exception as e:
            print(type(e).__name__, "escaped")
    try:
        async with Ret(True):
            raise SystemExit(3)
        print("SystemExit suppressed")
    except SystemExit:
        print("not here")
    total = 0
    for i in range(5):
        async with OnlyKind(ZeroDivisionError):
            total += 10 // (i % 2)
    print("total", total)

    async def f():
        async with Ret(True):
            raise RuntimeError
        return "after suppressed"
    print(await f())


asyncio.run(main())
