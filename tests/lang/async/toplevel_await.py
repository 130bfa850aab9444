# pysafe-only
# Top-level await: pysafe compiles every script as hosts compile theirs
# with PyCF_ALLOW_TOP_LEVEL_AWAIT, and runs a module that awaits in an
# asyncio event loop (`python3 FILE` refuses it: SyntaxError "'await'
# outside function"; docs/language.md).
import asyncio


async def value(v):
    await asyncio.sleep(0.1)
    return v


print(await value(1))
r = await asyncio.gather(value(2), value(3))
print(r)


async def gen(n):
    for i in range(n):
        yield i


async for x in gen(2):
    print("async for", x)


class CM:
    async def __aenter__(self):
        print("enter")
        return "cm"

    async def __aexit__(self, *exc):
        print("exit", exc[0])


async with CM() as c:
    print("body", c)
print([x async for x in gen(3)])
print({x: await value(x) for x in range(2)})


async def f(x=await value(5)):
    return x


print(await f())
t = asyncio.create_task(value("task"))
print(asyncio.current_task().get_name(), await t)
try:
    asyncio.run(value(0))
except RuntimeError as e:
    print("RuntimeError", e)
# expect: 1
# expect: [2, 3]
# expect: async for 0
# expect: async for 1
# expect: enter
# expect: body cm
# expect: exit None
# expect: [0, 1, 2]
# expect: {0: 0, 1: 1}
# expect: 5
# expect: Task-1 task
# expect: RuntimeError asyncio.run() cannot be called from a running event loop
