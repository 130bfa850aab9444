# loop.call_soon / call_later / call_at ordering, handles, cancel, and
# callbacks scheduling more callbacks.
import asyncio

log = []


def note(*args):
    log.append(args)


async def main():
    loop = asyncio.get_running_loop()
    loop.call_soon(note, "soon1")
    loop.call_later(0.2, note, "later 0.2")
    loop.call_later(0.1, note, "later 0.1")
    loop.call_soon(note, "soon2", 2)
    h = loop.call_soon(note, "cancelled soon")
    h2 = loop.call_later(0.15, note, "cancelled later")
    print(h.cancelled(), h2.cancelled())
    h.cancel()
    h2.cancel()
    print(h.cancelled(), h2.cancelled())
    loop.call_at(loop.time() + 0.05, note, "at +0.05")
    loop.call_later(0, note, "later 0")

    def chain(n):
        log.append(("chain", n))
        if n:
            loop.call_soon(chain, n - 1)

    loop.call_soon(chain, 2)
    await asyncio.sleep(0.3)
    for entry in log:
        print(entry)
    log.clear()
    # when() of a timer handle is its deadline on the loop's clock
    t0 = loop.time()
    th = loop.call_later(1.5, note, "x")
    print(round(th.when() - t0, 2))
    th.cancel()
    try:
        loop.call_later(None, note)
    except TypeError as e:
        print("TypeError", e)
    # callbacks run in order of scheduling within one turn of the loop
    for i in range(5):
        loop.call_soon(note, i)
    await asyncio.sleep(0)
    print(log)
    log.clear()


asyncio.run(main())
