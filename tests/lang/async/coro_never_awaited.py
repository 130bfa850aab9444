# Coroutines that are created and dropped without being awaited are
# harmless (CPython warns on stderr, which is not compared).
import asyncio

calls = []


async def side_effect(tag):
    calls.append(tag)
    return tag


def make_many():
    for i in range(5):
        side_effect(i)  # the body never runs
    return "made"


print(make_many())
print(calls)

c = side_effect("kept")
print(calls)
c.close()
print(calls)


async def main():
    side_effect("dropped in main")
    x = side_effect("awaited")
    print(await x)
    return calls


print(asyncio.run(main()))
