# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# A small agent-style script: look up items concurrently, retry a failing
# tool, convert with a sync tool, and summarise; the classic
# asyncio.run(main()) form.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def with_retry(kind_sequence):
    attempts = 0
    for kind in kind_sequence:
        attempts += 1
        try:
            if kind == "ok":
                return await echo("succeeded after %d" % attempts, delay=0.01)
            await fail(kind, "attempt %d" % attempts, delay=0.01)
        except (RuntimeError, TimeoutError) as e:
            print("  attempt", attempts, type(e).__name__, e)
    return "gave up"


async def quote(item):
    try:
        row = await fetch(item, delay=0.03)
    except KeyError:
        return item, None
    return item, add(row["price"], 0) / 100


async def main():
    quotes = await asyncio.gather(*(quote(i) for i in ("fig", "apple", "mango")))
    for item, price in quotes:
        print(shout(item), "n/a" if price is None else "%.2f" % price)
    print(await with_retry(["RuntimeError", "TimeoutError", "ok"]))
    print(await with_retry(["RuntimeError"]))
    best = max((q for q in quotes if q[1] is not None), key=lambda q: q[1])
    return best


print(asyncio.run(main()))
