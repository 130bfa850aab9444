# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# Many async tool calls in flight: fifty at once through gather, a
# second wave started from the results of the first, and a report.
import asyncio

try:
    fetch
except NameError:  # python3: the same tools as coroutines
    import sys
    sys.path.insert(0, ".")  # -I leaves the script's folder off sys.path
    from _tools_twin import fetch, echo, fail, total, visit, add, shout, calls



async def main():
    wave1 = await asyncio.gather(*(echo(i, delay=0.01 * (i % 5)) for i in range(50)))
    print(sum(wave1), wave1[:5], wave1[-3:])
    wave2 = await asyncio.gather(*(total(list(range(v)), delay=0.01) for v in wave1[:20]))
    print(wave2)
    names = ["apple", "pear", "plum", "fig", "kiwi", "durian"]
    found = await asyncio.gather(*(fetch(n, delay=0.02) for n in names), return_exceptions=True)
    report = {}
    for n, r in zip(names, found):
        report[n] = "missing" if isinstance(r, KeyError) else r["price"] * r["stock"]
    print(report)
    print(len(calls()))


asyncio.run(main())
