# StopIteration and StopAsyncIteration raised inside an async generator
# become RuntimeError (PEP 479, PEP 525); other exceptions propagate.
import asyncio


async def raises(exc):
    yield "first"
    raise exc


async def main():
    for exc in (StopIteration("si"), StopAsyncIteration("sai"), ValueError("ve"), StopIteration()):
        g = raises(exc)
        print(await g.__anext__())
        try:
            await g.__anext__()
        except RuntimeError as e:
            print("RuntimeError:", e, "| cause:", type(e.__cause__).__name__, e.__cause__)
        except Exception as e:
            print(type(e).__name__, e)
        # it is finished afterwards
        try:
            await g.__anext__()
        except StopAsyncIteration:
            print("finished")

    # async for sees the RuntimeError too
    try:
        async for x in raises(StopAsyncIteration()):
            print("item", x)
    except RuntimeError as e:
        print("async for:", e)

    # StopAsyncIteration caught inside the generator is fine
    async def careful():
        try:
            raise StopAsyncIteration
        except StopAsyncIteration:
            yield "caught inside"

    async for x in careful():
        print(x)


asyncio.run(main())
