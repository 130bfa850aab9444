# async with inside async generators and comprehension-driven loops; the
# manager sees GeneratorExit when the generator is closed inside the block.
import asyncio

log = []


class CM:
    def __init__(self, tag):
        self.tag = tag

    async def __aenter__(self):
        log.append("enter " + self.tag)
        return self.tag

    async def __aexit__(self, et, ev, tb):
        log.append("exit %s %s" % (self.tag, et.__name__ if et else None))
        return False


async def producer():
    for i in range(3):
        async with CM("item%d" % i) as t:
            yield t


async def main():
    print([x async for x in producer()])
    g = producer()
    print(await g.__anext__())
    await g.aclose()
    g = producer()
    print(await g.__anext__())
    try:
        await g.athrow(ValueError("into the block"))
    except ValueError as e:
        log.append("athrow: " + str(e))
    for line in log:
        print(line)


asyncio.run(main())
