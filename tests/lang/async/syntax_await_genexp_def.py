# await in a generator expression in a plain function compiles: the genexp
# is an async generator, which list() cannot iterate.
import asyncio


async def value(v):
    return v


def f(cs):
    return (await c for c in cs)


cs = [value(1), value(2)]
g = f(cs)
print(type(g).__name__)
try:
    list(g)
except TypeError as e:
    print("TypeError", e)
for c in cs:
    c.close()  # never awaited: CPython would warn on stderr


async def main():
    print([x async for x in f([value(3), value(4)])])


asyncio.run(main())


def h(cs):
    return list(await c for c in cs)


h([])
