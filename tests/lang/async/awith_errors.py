# Objects that are not asynchronous context managers, __aenter__ or
# __aexit__ returning non-awaitables, exceptions from either method.
import asyncio


class OnlyEnter:
    async def __aenter__(self):
        return self


class OnlyExit:
    async def __aexit__(self, *a):
        pass


class Sync:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        pass


class EnterNotAwaitable:
    def __aenter__(self):
        return 1

    async def __aexit__(self, *a):
        print("exit of EnterNotAwaitable should not run")


class ExitNotAwaitable:
    async def __aenter__(self):
        return self

    def __aexit__(self, *a):
        return "not awaitable"


class EnterRaises:
    async def __aenter__(self):
        raise ValueError("enter failed")

    async def __aexit__(self, *a):
        print("not called")


class ExitRaises:
    async def __aenter__(self):
        return self

    async def __aexit__(self, et, ev, tb):
        raise KeyError("exit failed")


class InstanceMethods:
    pass


async def main():
    im = InstanceMethods()
    im.__aenter__ = lambda: None
    im.__aexit__ = lambda *a: None
    for obj in (OnlyEnter(), OnlyExit(), Sync(), 5, None, im, EnterNotAwaitable(), ExitNotAwaitable()):
        try:
            async with obj:
                print("body ran for", type(obj).__name__)
        except TypeError as e:
            print("TypeError", e)
    try:
        async with EnterRaises():
            print("not here")
    except ValueError as e:
        print("ValueError", e)
    try:
        async with ExitRaises():
            pass
    except KeyError as e:
        print("KeyError", e, repr(e.__context__))
    try:
        async with ExitRaises():
            raise IndexError("body error")
    except KeyError as e:
        print("KeyError", e, "context:", repr(e.__context__))
    # a plain with on an async manager
    try:
        with OnlyEnter():
            pass
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)


asyncio.run(main())
