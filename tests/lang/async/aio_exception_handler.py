# An exception in a loop callback does not stop the loop: it goes to the
# loop's exception handler (CPython's default logs it on stderr).
import asyncio

seen = []


def handler(loop, context):
    exc = context.get("exception")
    seen.append((type(exc).__name__, str(exc), "handle" in context))


def bad_callback(x):
    raise ValueError("callback failed with %r" % (x,))


async def main():
    loop = asyncio.get_running_loop()
    print(loop.get_exception_handler())
    loop.call_soon(bad_callback, 1)
    loop.call_soon(print, "the loop goes on")
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    loop.set_exception_handler(handler)
    print(loop.get_exception_handler() is handler)
    loop.call_soon(bad_callback, 2)
    loop.call_later(0.1, bad_callback, 3)
    loop.call_soon(len, 5)
    await asyncio.sleep(0.2)
    print(seen)
    try:
        loop.set_exception_handler(42)
    except TypeError as e:
        print("TypeError", e)
    # a handler that fails itself is ignored (CPython logs it)
    loop.set_exception_handler(lambda l, c: 1 / 0)
    loop.call_soon(bad_callback, 4)
    await asyncio.sleep(0)
    loop.set_exception_handler(None)
    print(loop.get_exception_handler())
    # a done callback that raises
    f = loop.create_future()
    f.add_done_callback(lambda fut: bad_callback("done"))
    f.add_done_callback(lambda fut: print("second callback ran"))
    f.set_result(None)
    await asyncio.sleep(0)
    # call_exception_handler by hand
    loop.set_exception_handler(handler)
    loop.call_exception_handler({"message": "by hand", "exception": KeyError("k")})
    print(seen[-1])
    print("end")


asyncio.run(main())
