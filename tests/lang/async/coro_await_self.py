# A coroutine awaiting itself (directly or through another) is a running
# coroutine: ValueError; a task awaiting itself: RuntimeError.
import asyncio


async def direct():
    await me


async def via_other():
    await partner


async def partner_body():
    return await other


me = direct()
try:
    me.send(None)
except ValueError as e:
    print("ValueError", e)
other = via_other()
partner = partner_body()
try:
    other.send(None)
except ValueError as e:
    print("ValueError", e)
partner.close()


async def task_self():
    await asyncio.sleep(0)
    await asyncio.current_task()


async def main():
    t = asyncio.create_task(task_self())
    try:
        await t
    except RuntimeError as e:
        print("RuntimeError", str(e).split(":")[0])
    # (two tasks awaiting each other: cancelling one recurses through the
    # pair until RecursionError, in CPython as in pysafe)


asyncio.run(main())
