# asyncio.run: its result, its errors, several runs in a row, and the tasks
# still pending at the end cancelled (their handlers run).
import asyncio


async def answer():
    await asyncio.sleep(0)
    return 42


async def nested_run():
    c = answer()
    try:
        asyncio.run(c)
    except RuntimeError as e:
        print("RuntimeError", e)
    c.close()
    return "nested checked"


shutdown_log = []


async def leaves_tasks():
    # (CPython cancels the leftover tasks in the order of a set: the log
    # is printed sorted)
    async def lingering(i):
        try:
            await asyncio.sleep(100)
        except asyncio.CancelledError:
            shutdown_log.append("lingering %d cancelled at shutdown" % i)
            raise
        finally:
            shutdown_log.append("lingering %d finally" % i)

    for i in range(3):
        asyncio.create_task(lingering(i))
    await asyncio.sleep(0)
    return "main returns first"


async def main_raises():
    await asyncio.sleep(0)
    raise ValueError("main failed")


print(asyncio.run(answer()))
print(asyncio.run(answer()))
print(asyncio.run(nested_run()))
print(asyncio.run(leaves_tasks()))
print(sorted(shutdown_log))
try:
    asyncio.run(main_raises())
except ValueError as e:
    print("ValueError", e)
for bad in (1, None, answer, "x"):
    try:
        asyncio.run(bad)
    except ValueError as e:
        print("ValueError", str(e).split(" at 0x")[0])
print(asyncio.run(answer(), debug=False))


# after a run no loop is running
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError", e)


async def catches_in_task():
    async def shielded():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print("swallowing the shutdown cancel")
            return "swallowed"
    asyncio.create_task(shielded())
    await asyncio.sleep(0)


asyncio.run(catches_in_task())
print("end")
