# asyncio.wait with FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED and
# timeouts: which tasks are done and which pending; its argument errors.
import asyncio


async def job(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(name)
    return name


def names(tasks):
    return sorted(t.get_name() for t in tasks)


def make(specs):
    return [asyncio.create_task(job(n, d, f), name=n) for n, d, f in specs]


async def main():
    specs = [("a", 0.3, False), ("b", 0.1, False), ("c", 0.2, True)]
    done, pending = await asyncio.wait(make(specs))
    print("ALL", names(done), names(pending))
    tasks = make(specs)
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("FIRST_COMPLETED", names(done), names(pending))
    done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_EXCEPTION)
    print("FIRST_EXCEPTION", names(done), names(pending))
    for t in done:
        if t.exception():
            print("exception of", t.get_name(), repr(t.exception()))
    await asyncio.wait(pending)
    # FIRST_EXCEPTION without exceptions waits for all
    done, pending = await asyncio.wait(make([("x", 0.1, False), ("y", 0.2, False)]),
                                       return_when=asyncio.FIRST_EXCEPTION)
    print("no exception", names(done), names(pending))
    # timeouts
    tasks = make([("t1", 0.1, False), ("t2", 0.5, False), ("t3", 1.0, False)])
    done, pending = await asyncio.wait(tasks, timeout=0.3)
    print("timeout", names(done), names(pending))
    done, pending = await asyncio.wait(pending, timeout=0.3)
    print("timeout again", names(done), names(pending))
    done, pending = await asyncio.wait(pending, timeout=10)
    print("long timeout", names(done), names(pending))
    # timeout=0 gives the current state
    tasks = make([("z", 0.1, False)])
    done, pending = await asyncio.wait(tasks, timeout=0)
    print("timeout 0", names(done), names(pending))
    await asyncio.wait(tasks)
    # the results stay on the tasks
    print(sorted(t.result() for t in tasks))
    # errors
    for args, kw in (([], {}), ([asyncio.sleep(0)], {}), (None, {"return_when": "bad"})):
        if args is None:
            args = make([("r", 0, False)])
        try:
            await asyncio.wait(args, **kw)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
        for a in args:
            if asyncio.iscoroutine(a):
                a.close()
    t = asyncio.create_task(job("single", 0))
    try:
        await asyncio.wait(t)
    except TypeError as e:
        print("TypeError", e)
    await t
    # futures as well as tasks; a set as the argument
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    loop.call_later(0.1, f.set_result, "future done")
    done, pending = await asyncio.wait({f})
    print([d.result() for d in done], pending)


asyncio.run(main())
