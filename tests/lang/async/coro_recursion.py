# Recursive coroutines (moderate depth) and mutual recursion through await.
import asyncio


async def fib(n):
    if n < 2:
        return n
    return await fib(n - 1) + await fib(n - 2)


async def depth(n):
    if n == 0:
        return 0
    return 1 + await depth(n - 1)


async def is_even(n):
    return True if n == 0 else await is_odd(n - 1)


async def is_odd(n):
    return False if n == 0 else await is_even(n - 1)


async def tree_sum(node):
    if isinstance(node, int):
        return node
    parts = await asyncio.gather(*(tree_sum(c) for c in node))
    return sum(parts)


async def main():
    print(await fib(15))
    print(await depth(200))
    print(await is_even(101), await is_odd(101))
    print(await tree_sum([1, [2, 3], [[4], [5, [6, 7]]], 8]))
    # a recursive coroutine that sleeps on the way down
    async def countdown(n, acc):
        if n == 0:
            return acc
        await asyncio.sleep(0)
        return await countdown(n - 1, acc + [n])
    print(await countdown(6, []))


asyncio.run(main())
