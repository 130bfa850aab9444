#!/usr/bin/env python3
"""The Python binding's costs beside CPython's (docs/python.md, "Speed").

    PYTHONPATH=build/bindings/python python3 bench/python/binding.py [--markdown]

Best of 5 rounds of timeit, in microseconds:
  run           pysafe.run("x + 1", inputs={"x": 1}): a fresh sandbox, the
                input, compile, run, the Result; the target is under 5 us
  exec          CPython's exec(compile("x + 1", ...), {"x": 1}) beside it
  sandbox.run   the same script in a kept Sandbox
  tool call     a script calling a tool 1,000 times, per call, less the same
                loop calling a function defined in the script: what a call
                that leaves the sandbox for Python and comes back costs more
                than one that stays (target under 1 us); the tool is the
                identity lambda
  cpython call  CPython calling the same lambda in a loop, per call
  threads       four runs of a 400,000-step loop on one thread and on two
                (a ThreadPoolExecutor): the GIL is released while a script
                runs, so two cores do about twice the work
"""
import concurrent.futures
import sys
import time
import timeit

import pysafe


def best(stmt, number, setup="pass", glob=None):
    t = timeit.Timer(stmt, setup=setup, globals=glob)
    return min(t.repeat(5, number)) / number * 1e6


def main():
    g = {"pysafe": pysafe}
    figures = {}
    figures["run"] = best('pysafe.run("x + 1", inputs={"x": 1})', 20000, glob=g)
    figures["exec"] = best('exec(compile("x + 1", "<s>", "exec"), {"x": 1})', 20000)
    sb = pysafe.Sandbox()
    g["sb"] = sb
    figures["sandbox.run"] = best('sb.run("x + 1", inputs={"x": 1})', 20000, glob=g)
    sb.close()

    ident = lambda a: a  # noqa: E731
    with pysafe.Sandbox(tools={"f": ident}, limits=pysafe.Limits(max_tool_calls=None)) as box:
        g["box"] = box
        tool = best('box.run("for i in range(1000):\\n    f(i)")', 200, glob=g) / 1000
        local = best('box.run("def g(a):\\n    return a\\nfor i in range(1000):\\n    g(i)")', 200, glob=g) / 1000
    figures["tool call"] = tool - local
    figures["tool loop step"] = tool
    figures["sandbox call"] = local
    g["ident"] = ident
    figures["cpython call"] = best("for i in range(1000):\n    ident(i)", 200, glob=g) / 1000

    code = "s = 0\nfor i in range(400_000):\n    s += i\ns"
    limits = pysafe.Limits(max_instructions=None, timeout=None)
    job = lambda _: pysafe.run(code, limits=limits).value  # noqa: E731
    one = min(_timed(lambda: [job(i) for i in range(4)]) for _ in range(3))
    with concurrent.futures.ThreadPoolExecutor(2) as ex:
        two = min(_timed(lambda: list(ex.map(job, range(4)))) for _ in range(3))

    if "--markdown" in sys.argv:
        print("| measure | µs |")
        print("|:---|---:|")
        print(f"| `pysafe.run(\"x + 1\", inputs={{\"x\": 1}})` | {figures['run']:.2f} |")
        print(f"| CPython `exec(compile(\"x + 1\", ...), {{\"x\": 1}})` | {figures['exec']:.2f} |")
        print(f"| `Sandbox.run(\"x + 1\", inputs={{\"x\": 1}})` (kept sandbox) | {figures['sandbox.run']:.2f} |")
        print(f"| tool call round trip, beyond an in-sandbox call | {figures['tool call']:.3f} |")
        print(f"| one loop step calling a tool (whole) | {figures['tool loop step']:.3f} |")
        print(f"| one loop step calling a function of the script | {figures['sandbox call']:.3f} |")
        print(f"| CPython: one loop step calling the same lambda | {figures['cpython call']:.3f} |")
        print(f"\nFour 400,000-step runs: {one * 1e3:.0f} ms on one thread, {two * 1e3:.0f} ms on two "
              f"({one / two:.2f}x).")
    else:
        for k, v in figures.items():
            print(f"{k:>16}: {v:8.3f} us")
        print(f"{'threads':>16}: 1 thread {one * 1e3:.0f} ms, 2 threads {two * 1e3:.0f} ms ({one / two:.2f}x)")


def _timed(fn):
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
