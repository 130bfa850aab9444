#!/usr/bin/env python3
"""What async tools and pysafe.run_async cost (docs/python.md, "Speed").

    PYTHONPATH=build/bindings/python python3 bench/python/run_async.py

Best of 5 rounds of timeit, in microseconds per run (or per call):
  run, sync tool         pysafe.run("f(1)") with a sync tool: the baseline
  run_async, sync tool   the same through run_async: a worker thread's round
                         trip from the event loop and back
  run_async, async tool  run_async("await f(1)") with an async tool, end to
                         end: the worker, the sandbox's asyncio (imported by
                         top-level await), one pause, a task in the host loop
  run, async tool        pysafe.run of the same: a private event loop
  import asyncio         pysafe.run("import asyncio"): the sandbox's share
  per async call         one more awaited call in a run_async script (a pause,
                         a host task, the answer), from a loop of 200 calls
  per gathered call      one more call among 200 under one asyncio.gather
"""
import asyncio
import timeit

import pysafe


def best(fn, number):
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e6


def f(x):
    return x + 1


async def af(x):
    return x + 1


def main():
    loop = asyncio.new_event_loop()
    arun = lambda code, tools: loop.run_until_complete(pysafe.run_async(code, tools=tools))  # noqa: E731
    figures = {
        "run, sync tool": best(lambda: pysafe.run("f(1)", tools={"f": f}), 5000),
        "run_async, sync tool": best(lambda: arun("f(1)", {"f": f}), 300),
        "run_async, async tool": best(lambda: arun("await f(1)", {"f": af}), 30),
        "run, async tool": best(lambda: pysafe.run("await f(1)", tools={"f": af}), 30),
        "import asyncio": best(lambda: pysafe.run("import asyncio"), 30),
    }
    limits = pysafe.Limits(max_tool_calls=None, max_pending_calls=256)
    one = "for i in range(200):\n    await f(i)"
    base = "await f(0)"
    run = lambda code: loop.run_until_complete(pysafe.run_async(code, tools={"f": af}, limits=limits))  # noqa: E731
    figures["per async call"] = (best(lambda: run(one), 5) - best(lambda: run(base), 5)) / 199
    many = "import asyncio\nawait asyncio.gather(*(f(i) for i in range(200)))"
    figures["per gathered call"] = (best(lambda: run(many), 5) - best(lambda: run(base), 5)) / 199
    loop.close()
    for k, v in figures.items():
        print(f"{k:>22}: {v:10.1f} us")


if __name__ == "__main__":
    main()
