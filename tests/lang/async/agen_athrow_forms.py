# athrow in its forms: an instance, a class, class and value; caught and
# answered by a yield, caught and ended, not caught; GeneratorExit.
import asyncio


async def responder():
    n = 0
    while True:
        try:
            yield "item %d" % n
            n += 1
        except ValueError as e:
            yield "handled ValueError(%s)" % e
        except KeyError:
            return


async def main():
    g = responder()
    print(await g.__anext__())
    print(await g.athrow(ValueError("instance")))
    print(await g.__anext__())
    print(await g.athrow(ValueError))
    print(await g.__anext__())
    print(await g.athrow(ValueError, ValueError("pair")))
    print(await g.asend(None))
    # thrown while it is in the handler's yield: not caught there
    await g.athrow(ValueError("again"))
    try:
        await g.athrow(ValueError("in the handler"))
    except ValueError as e:
        print("escaped from the handler:", e)
    g = responder()
    await g.__anext__()
    try:
        await g.athrow(KeyError("ends it"))
    except StopAsyncIteration:
        print("KeyError made it return: StopAsyncIteration")
    g = responder()
    await g.__anext__()
    try:
        await g.athrow(IndexError("uncaught"))
    except IndexError as e:
        print("IndexError came back:", e)
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("and it is finished")
    # GeneratorExit through athrow: the generator returns -> StopAsyncIteration? no:
    g = responder()
    await g.__anext__()
    try:
        await g.athrow(GeneratorExit)
    except GeneratorExit:
        print("GeneratorExit came back out")
    # bad arguments
    g = responder()
    for args in ((1,), ("str",), (ValueError, 1)):
        try:
            await g.athrow(*args)
        except TypeError as e:
            print("TypeError", e)
        except Exception as e:
            print(type(e).__name__, e)
    await g.aclose()


asyncio.run(main())
