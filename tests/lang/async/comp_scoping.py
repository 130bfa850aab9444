# Scoping in async comprehensions: names from enclosing functions, class
# bodies (not visible), loop variables in closures made inside them.
import asyncio


async def arange(n):
    for i in range(n):
        yield i


async def main():
    offset = 10
    print([x + offset async for x in arange(3)])

    async def inner():
        return [x * offset async for x in arange(3)]

    print(await inner())
    funcs = [lambda: x async for x in arange(3)]
    print([f() for f in funcs])
    funcs = [lambda x=x: x async for x in arange(3)]
    print([f() for f in funcs])

    class K:
        limit = 2

        async def method(self):
            return [x async for x in arange(5) if x < self.limit]

    print(await K().method())
    # a comprehension in a class body inside an async def cannot see the
    # class's names (as with sync comprehensions)
    try:
        class L:
            items = [1, 2]
            doubled = [i * 2 for i in items]
            other = [items[0] for _ in range(1)]
        print(L.doubled)
    except NameError as e:
        print("NameError", e)
    # nested async comprehensions see the outer loop variable
    print([[(a, b) async for b in arange(a)] async for a in arange(3)])
    # the iteration variable of an async comprehension is local to it
    x = "unchanged"
    [x async for x in arange(2)]
    print(x)


asyncio.run(main())
