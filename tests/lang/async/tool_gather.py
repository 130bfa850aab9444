# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Async host tools called concurrently: gather over several calls, each an
# awaitable; the results come back in argument order.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, total, calls


async def main():
    items = ["apple", "pear", "plum", "fig"]
    rows = await asyncio.gather(*(fetch(i, delay=0.05 * (4 - n)) for n, i in enumerate(items)))
    for item, row in zip(items, rows):
        print(item, row["price"], row["stock"])
    print(await echo("single"))
    print(await asyncio.gather(echo(1), echo("two"), echo([3, 4]), echo({"five": 5}), echo(None)))
    print(await total([1, 2, 3, 4]))
    # the calls reached the host in the order they started
    print(calls())
    # nested gathers of tool calls
    pairs = await asyncio.gather(*(asyncio.gather(echo(i, delay=0.01), echo(-i, delay=0.02)) for i in range(3)))
    print(pairs)
    # a call object is an awaitable; awaiting it later still works
    pending = echo("later", delay=0.01)
    await asyncio.sleep(0)
    print(await pending)
    return len(rows)


print("done", asyncio.run(main()))
