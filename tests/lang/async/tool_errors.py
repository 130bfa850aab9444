# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Tool errors: an async tool's error is raised where its call is awaited,
# with the host's exception type and message; gather propagates the first,
# return_exceptions=True returns them in place.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def main():
    for kind in ("ValueError", "KeyError", "RuntimeError", "ZeroDivisionError", "PermissionError"):
        try:
            await fail(kind, "bad " + kind.lower())
        except Exception as e:
            print(type(e).__name__, repr(str(e)), isinstance(e, LookupError))
    try:
        await fetch("durian")
    except KeyError as e:
        print("no such item:", e)
    try:
        await fail("TimeoutError", "the host timed out")
    except TimeoutError as e:
        print("TimeoutError", e, isinstance(e, OSError))
    # the first failure propagates out of gather
    try:
        await asyncio.gather(echo("ok", delay=0.05), fail("ValueError", "first", delay=0.1),
                             fail("KeyError", "second", delay=0.2))
    except ValueError as e:
        print("gather raised", e)
    # return_exceptions=True: two failing tools among good ones
    results = await asyncio.gather(fetch("apple", delay=0.1), fail("ValueError", "v", delay=0.05),
                                   fetch("durian", delay=0.15), echo(7), return_exceptions=True)
    for r in results:
        if isinstance(r, BaseException):
            print("error", type(r).__name__, r)
        else:
            print("value", r)
    # an error caught inside a task, the others unaffected
    async def guarded(name):
        try:
            return await fetch(name)
        except KeyError:
            return "missing " + name

    print(await asyncio.gather(guarded("plum"), guarded("kiwi")))
    # a bad argument type for a tool fails at the call in pysafe, at the
    # sum in python3: both are TypeErrors
    try:
        await total(["a", 1])
    except TypeError:
        print("TypeError from total")


asyncio.run(main())
