# await inside except, else and finally blocks, inside with blocks, in a
# while condition, in return and in a nested async def called later.
import asyncio
import contextlib


async def value(v):
    await asyncio.sleep(0)
    return v


async def main():
    out = []
    try:
        raise KeyError("k")
    except KeyError as e:
        out.append(await value("except " + str(e)))
    else:
        out.append("not here")
    finally:
        out.append(await value("finally"))
    try:
        pass
    except Exception:
        pass
    else:
        out.append(await value("else"))
    with contextlib.suppress(ZeroDivisionError):
        out.append(await value("in with"))
        1 / 0
    n = 0
    while await value(n) < 3:
        n += 1
    out.append(n)
    if await value(True):
        out.append("if")
    for i in [await value(x) for x in range(2)]:
        out.append(i)
    out.append(await value(await value(await value("nested"))))
    print(out)

    async def ret_in_finally():
        try:
            return await value("try")
        finally:
            out.append(await value("cleanup awaited"))

    print(await ret_in_finally(), out[-1])

    async def exc_in_finally():
        try:
            raise ValueError("original")
        finally:
            await value(None)

    try:
        await exc_in_finally()
    except ValueError as e:
        print("still raised after an await in finally:", e)

    # an exception context survives an await in the handler
    try:
        try:
            raise KeyError("first")
        except KeyError:
            await value(None)
            raise ValueError("second")
    except ValueError as e:
        print(repr(e), "context", repr(e.__context__))


asyncio.run(main())
