# Event loops outside asyncio.run: new_event_loop, run_until_complete,
# run_forever + stop, close, is_running / is_closed, set_event_loop /
# get_event_loop, errors of misuse.
import asyncio


async def value(v, delay=0.01):
    await asyncio.sleep(delay)
    return v


loop = asyncio.new_event_loop()
print(loop.is_running(), loop.is_closed())
print(loop.run_until_complete(value(1)))
print(loop.run_until_complete(value(2)))
# a future as the argument
fut = loop.create_future()
loop.call_soon(fut.set_result, "future result")
print(loop.run_until_complete(fut))
# tasks made on a loop that is not running wait for it
t = loop.create_task(value("task"))
print(t.done())
print(loop.run_until_complete(t), t.done())


async def check_running():
    running = asyncio.get_running_loop()
    return running is loop, loop.is_running()


print(loop.run_until_complete(check_running()))
# run_forever until a callback stops it
log = []
loop.call_soon(log.append, "a")
loop.call_later(0.1, log.append, "b")
loop.call_later(0.2, loop.stop)
loop.call_later(0.3, log.append, "after stop")
loop.run_forever()
print(log)
# stop() before run_forever: one iteration runs
loop.call_soon(log.append, "one turn")
loop.stop()
loop.run_forever()
print(log)
# the exception of the awaited coroutine comes out
try:
    loop.run_until_complete(asyncio.sleep(0.01, result=None) if False else None)
except TypeError as e:
    print("TypeError", e)


async def boom():
    raise KeyError("boom")


try:
    loop.run_until_complete(boom())
except KeyError as e:
    print("KeyError", e)
loop.close()
print(loop.is_closed())
loop.close()
c = value(3)
try:
    loop.run_until_complete(c)
except RuntimeError as e:
    print("RuntimeError", e)
c.close()
try:
    loop.call_soon(print, "x")
except RuntimeError as e:
    print("RuntimeError", e)

# run_until_complete inside a running loop
loop2 = asyncio.new_event_loop()


async def nested():
    c = value(0)
    try:
        loop2.run_until_complete(c)
    except RuntimeError as e:
        print("RuntimeError", e)
    c.close()
    try:
        loop2.close()
    except RuntimeError as e:
        print("RuntimeError", e)
    return "nested done"


print(loop2.run_until_complete(nested()))
loop2.close()
# set_event_loop / get_event_loop
loop3 = asyncio.new_event_loop()
asyncio.set_event_loop(loop3)
print(asyncio.get_event_loop() is loop3)


async def inside():
    return asyncio.get_event_loop() is loop3


print(loop3.run_until_complete(inside()))
loop3.close()
asyncio.set_event_loop(None)
