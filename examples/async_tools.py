"""An async tool provider for `pysafe --tools-cmd` (docs/protocol.md,
"Tool providers", "Async tools").

The manifest lists `fetch_price` and `fetch_stock` as async: pysafe sends
their calls with an "id" and does not wait; this provider works on them
concurrently (each takes a different time here, as slow HTTP calls would)
and answers each with its id as soon as it is done, in whatever order
they finish. `convert` is an ordinary tool: one line in, one line out.

Run:  pysafe --tools-cmd "python3 -I -S examples/async_tools.py" examples/async_main.py
"""
import asyncio
import json
import sys

PRICES = {"apple": 1.25, "pear": 2.10, "plum": 0.75, "fig": 3.40, "kiwi": 0.95}
STOCK = {"apple": 120, "pear": 0, "plum": 45, "fig": 7, "kiwi": 300}


async def fetch_price(item):
    await asyncio.sleep(0.01 * len(item))
    if item not in PRICES:
        raise KeyError(item)
    return PRICES[item]


async def fetch_stock(item):
    await asyncio.sleep(0.05 - 0.01 * len(item) % 0.05)
    return STOCK.get(item, 0)


def convert(amount, rate=1.0):
    return round(amount * rate, 2)


ASYNC = {"fetch_price": fetch_price, "fetch_stock": fetch_stock}
SYNC = {"convert": convert}


def reply(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def error_of(e):
    msg = str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)
    return {"type": type(e).__name__, "message": msg}


async def run_async(req, tasks):
    try:
        value = await ASYNC[req["name"]](*req["args"], **req["kwargs"])
        reply({"id": req["id"], "value": value})
    except asyncio.CancelledError:
        pass
    except Exception as e:
        reply({"id": req["id"], "error": error_of(e)})
    finally:
        tasks.pop(req["id"], None)


async def main():
    reply({"tools": sorted(ASYNC) + sorted(SYNC), "async": sorted(ASYNC)})
    loop = asyncio.get_running_loop()
    tasks = {}
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            break
        req = json.loads(line)
        if "cancel" in req:
            t = tasks.pop(req["cancel"], None)
            if t:
                t.cancel()
        elif "id" in req:
            tasks[req["id"]] = asyncio.create_task(run_async(req, tasks))
        else:
            try:
                reply({"value": SYNC[req["name"]](*req["args"], **req["kwargs"])})
            except Exception as e:
                reply({"error": error_of(e)})
    if tasks:
        await asyncio.gather(*tasks.values(), return_exceptions=True)


asyncio.run(main())
