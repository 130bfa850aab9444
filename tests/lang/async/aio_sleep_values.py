# sleep's result argument of any type, sleeps of float and int delays,
# and the round-robin of sleep(0) against call_soon callbacks.
import asyncio


async def main():
    for r in (None, 0, "s", [1], {"a": 1}, (1, 2)):
        print(repr(await asyncio.sleep(0.01, r)))
    print(await asyncio.sleep(1, result="int delay"))
    print(await asyncio.sleep(True, result="bool delay"))
    loop = asyncio.get_running_loop()
    order = []
    loop.call_soon(order.append, "callback 1")

    async def t(name):
        order.append(name + " start")
        await asyncio.sleep(0)
        order.append(name + " after sleep(0)")

    task = asyncio.create_task(t("task"))
    loop.call_soon(order.append, "callback 2")
    await asyncio.sleep(0)
    order.append("main after sleep(0)")
    await task
    print(order)
    for bad in (None, "1", [1]):
        try:
            await asyncio.sleep(bad)
        except TypeError as e:
            print("TypeError", e)


asyncio.run(main())
