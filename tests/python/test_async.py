"""Async tools: pysafe.run_async (tools as tasks of the host's event loop,
concurrency, exceptions, cancellation both ways, limits, a loop that stays
responsive, many runs at once), async tools in pysafe.run / Sandbox.run (a
private event loop) and in Sandbox.start (several calls in one Paused,
answered some at a time) (tests/python, suite `python`)."""
import asyncio
import datetime
import glob
import importlib.util
import os
import signal
import sys
import threading
import time
import unittest

import pysafe
from pysafe import _core

SRC = os.environ.get("PYSAFE_SRC", os.path.join(os.path.dirname(__file__), "..", ".."))
ASYNC_TESTS = os.path.join(SRC, "tests", "lang", "async")

GATHER3 = """
import asyncio
async def main():
    return await asyncio.gather(fetch('a'), fetch('b'), fetch('c'))
asyncio.run(main())
"""


class Recorder:
    """Async tools that log when they start and end, and what ended them."""

    def __init__(self, delay=0.2):
        self.delay = delay
        self.log = []

    async def fetch(self, key, delay=None):
        self.log.append(("start", key, time.monotonic()))
        try:
            await asyncio.sleep(self.delay if delay is None else delay)
        except asyncio.CancelledError:
            self.log.append(("cancelled", key, time.monotonic()))
            raise
        self.log.append(("end", key, time.monotonic()))
        return key.upper()

    def events(self, kind):
        return [k for (e, k, _) in self.log if e == kind]


class LeakCheck:
    def setUp(self):
        self.live_before = _core._live_sandboxes()

    def tearDown(self):
        self.assertEqual(_core._live_sandboxes(), self.live_before, "a sandbox was not freed")


class RunAsyncTest(LeakCheck, unittest.IsolatedAsyncioTestCase):
    async def test_gather_runs_the_calls_concurrently(self):
        rec = Recorder(delay=0.5)
        t0 = time.monotonic()
        r = await pysafe.run_async(GATHER3, tools={"fetch": rec.fetch})
        wall = time.monotonic() - t0
        self.assertEqual(r.value, ["A", "B", "C"])
        self.assertEqual(r.stats.tool_calls, 3)
        # all three started before the first ended: one pause, three tasks
        starts = [t for (e, _, t) in rec.log if e == "start"]
        ends = [t for (e, _, t) in rec.log if e == "end"]
        self.assertEqual(len(starts), 3)
        self.assertLess(max(starts), min(ends))
        # the sum of the sleeps is 1.5 s; a second of slack for a loaded
        # machine and a sanitizer build (the overlap above is the proof)
        self.assertLess(wall, 1.5)

    async def test_top_level_await_and_parameters(self):
        async def double(x):
            return x * 2
        r = await pysafe.run_async("print('hi')\nawait double(n)", inputs={"n": 21}, tools={"double": double})
        self.assertEqual((r.value, r.output), (42, "hi\n"))
        r = await pysafe.run_async("import random, time\n(time.time(), random.random())", clock=1000.0, seed=7)
        self.assertEqual(r.value, pysafe.run("import random, time\n(time.time(), random.random())",
                                             clock=1000.0, seed=7).value)
        with self.assertRaises(pysafe.ScriptError) as cm:
            await pysafe.run_async("x = 1\nawait double(None + 1)", tools={"double": double}, name="step.py")
        self.assertEqual((cm.exception.type, cm.exception.line), ("TypeError", 2))

    async def test_answered_as_they_finish(self):
        # the fast call's answer goes in while the slow one still runs
        rec = Recorder()
        code = """
import asyncio
order = []
async def one(k, d):
    order.append(await fetch(k, delay=d))
async def main():
    await asyncio.gather(one('slow', 0.3), one('fast', 0.01), one('mid', 0.1))
    return order
asyncio.run(main())
"""
        r = await pysafe.run_async(code, tools={"fetch": rec.fetch})
        self.assertEqual(r.value, ["FAST", "MID", "SLOW"])

    async def test_mixed_sync_and_async_tools(self):
        loop_thread = threading.get_ident()
        seen = {}

        def add(a, b):
            seen["add"] = threading.get_ident()
            return a + b

        async def fetch(x):
            seen["fetch"] = threading.get_ident()
            await asyncio.sleep(0.01)
            return x * 10

        code = """
import asyncio
async def main():
    a, b = await asyncio.gather(fetch(1), fetch(2))
    return add(a, b), add(1, 2)
asyncio.run(main())
"""
        r = await pysafe.run_async(code, tools={"add": add, "fetch": fetch})
        self.assertEqual(r.value, (30, 3))
        self.assertEqual(r.stats.tool_calls, 4)
        # async tools run in the loop; sync ones on the run's worker thread
        self.assertEqual(seen["fetch"], loop_thread)
        self.assertNotEqual(seen["add"], loop_thread)
        # namespaces, async callables and bound async methods are async tools
        rec = Recorder(delay=0.01)

        class Caller:
            async def __call__(self, x):
                return [x]
        tools = {"api": {"fetch": rec.fetch, "add": add}, "wrap": Caller()}
        r = await pysafe.run_async("import api\n(await api.fetch('q'), api.add(1, 1), await wrap(3))", tools=tools)
        self.assertEqual(r.value, ("Q", 2, [3]))

    async def test_tool_exceptions_reach_the_script(self):
        class HTTPError(Exception):
            pass

        async def fail(kind):
            await asyncio.sleep(0)
            if kind == "key":
                raise KeyError(5)
            if kind == "value":
                raise ValueError("bad", 3)
            raise HTTPError("503 from upstream")

        code = """
import asyncio
async def main():
    out = []
    for r in await asyncio.gather(fail('key'), fail('value'), fail('http'), return_exceptions=True):
        out.append((type(r).__name__, r.args, isinstance(r, LookupError)))
    try:
        await fail('key')
    except KeyError as e:
        out.append(repr(e))
    return out
asyncio.run(main())
"""
        r = await pysafe.run_async(code, tools={"fail": fail})
        self.assertEqual(r.value, [("KeyError", (5,), True), ("ValueError", ("bad", 3), False),
                                   ("HTTPError", ("503 from upstream",), False), "KeyError(5)"])
        with self.assertRaises(pysafe.ScriptError) as cm:
            await pysafe.run_async("await fail('key')", tools={"fail": fail})
        self.assertEqual((cm.exception.type, cm.exception.message), ("KeyError", "5"))
        # wrong arguments: CPython's TypeError, in the script
        r = await pysafe.run_async("try:\n    await fail()\nexcept TypeError as e:\n    m = str(e)\nm",
                                   tools={"fail": fail})
        self.assertIn("missing 1 required positional argument: 'kind'", r.value)
        # an argument that cannot leave the sandbox: TypeError at the call
        r = await pysafe.run_async("try:\n    await fail(len)\nexcept TypeError as e:\n    m = str(e)\nm",
                                   tools={"fail": fail})
        self.assertIn("cannot leave the sandbox", r.value)

    async def test_host_failures_are_raised(self):
        async def when():
            return datetime.datetime(2020, 1, 1)

        with self.assertRaisesRegex(TypeError, r"when\(\): datetime is not supported"):
            await pysafe.run_async("try:\n    await when()\nfinally:\n    print('never')", tools={"when": when})

        async def misuse():
            raise pysafe.Error("misuse")
        with self.assertRaisesRegex(pysafe.Error, "misuse"):
            await pysafe.run_async("try:\n    await misuse()\nexcept Exception:\n    pass", tools={"misuse": misuse})
        with self.assertRaisesRegex(TypeError, r"tools\['f'\] is not callable \(int\)"):
            await pysafe.run_async("1", tools={"f": 3})
        with self.assertRaisesRegex(TypeError, r"tools\['ns'\]\['f'\] is not callable \(NoneType\)"):
            await pysafe.run_async("1", tools={"ns": {"f": None}})
        with self.assertRaisesRegex(ValueError, "is not a name a script can use"):
            await pysafe.run_async("1", tools={"not a name": when})
        with self.assertRaisesRegex(TypeError, r"run_async\(\) code must be str, not bytes"):
            await pysafe.run_async(b"1")
        with self.assertRaisesRegex(TypeError, r"inputs\['x'\]: type is not supported"):
            await pysafe.run_async("1", inputs={"x": float}, tools={})

    async def test_script_timeout_cancels_the_host_task(self):
        # wait_for's timer fires when the sandbox's virtual clock passes it
        # (time.sleep moves it); the host hears of the cancel at the next
        # pause and cancels its task, which would have slept for 30 s
        rec = Recorder()
        code = """
import asyncio, time
async def main():
    t = asyncio.create_task(asyncio.wait_for(fetch('slow', delay=30), timeout=0.5))
    await fetch('first', delay=0.01)  # a pause: both calls reach the host
    time.sleep(1)
    await asyncio.sleep(0)
    try:
        await t
    except TimeoutError:
        pass
    return 'timed out', await fetch('after', delay=0.01)
asyncio.run(main())
"""
        t0 = time.monotonic()
        r = await pysafe.run_async(code, tools={"fetch": rec.fetch})
        self.assertEqual(r.value, ("timed out", "AFTER"))
        await asyncio.sleep(0)
        self.assertIn("slow", rec.events("cancelled"))
        self.assertLess(time.monotonic() - t0, 10)
        # a task the script cancels
        code = """
import asyncio
async def main():
    t = asyncio.create_task(fetch('dropped', delay=30))
    keep = asyncio.create_task(fetch('kept', delay=0.05))
    await asyncio.sleep(0)
    t.cancel()
    return await keep, t.cancelled() or (await asyncio.gather(t, return_exceptions=True))
asyncio.run(main())
"""
        r = await pysafe.run_async(code, tools={"fetch": rec.fetch})
        self.assertEqual(r.value[0], "KEPT")

    async def test_cancelling_run_async_stops_the_script(self):
        rec = Recorder()
        # waiting on a host call
        task = asyncio.create_task(pysafe.run_async("await fetch('long', delay=30)", tools={"fetch": rec.fetch}))
        await asyncio.sleep(0.2)
        task.cancel()
        with self.assertRaises(asyncio.CancelledError):
            await task
        await asyncio.sleep(0)
        self.assertEqual(rec.events("cancelled"), ["long"])
        # spinning in the VM (no instruction limit): ps_interrupt stops it
        t0 = time.monotonic()
        task = asyncio.create_task(pysafe.run_async(
            "while True:\n    pass", limits=pysafe.Limits(max_instructions=None, timeout=60)))
        await asyncio.sleep(0.2)
        task.cancel()
        with self.assertRaises(asyncio.CancelledError):
            await task
        self.assertLess(time.monotonic() - t0, 5)
        # cancelled at once, before the worker has even made the sandbox
        for _ in range(5):
            task = asyncio.create_task(pysafe.run_async("while True:\n    pass",
                                                        limits=pysafe.Limits(max_instructions=None, timeout=60)))
            await asyncio.sleep(0)
            task.cancel()
            with self.assertRaises(asyncio.CancelledError):
                await task
        # (tearDown: every sandbox was freed)

    async def test_cancelled_at_any_moment(self):
        # cancels at every stage of a run: making the sandbox, running,
        # paused on calls, answering; nothing crashes, nothing is left
        import random
        rng = random.Random(5)
        rec = Recorder(delay=0.005)
        code = """
import asyncio
n = 0
for i in range(20_000):
    n += i
r = await asyncio.gather(fetch('a'), fetch('b'))
for i in range(20_000):
    n += i
await fetch('c')
n
"""
        outcomes = set()
        for _ in range(40):
            task = asyncio.create_task(pysafe.run_async(code, tools={"fetch": rec.fetch}))
            await asyncio.sleep(rng.random() * 0.03)
            task.cancel()
            try:
                r = await task
                outcomes.add("done")
                self.assertEqual(r.value, 2 * sum(range(20_000)))
            except asyncio.CancelledError:
                outcomes.add("cancelled")
        self.assertIn("cancelled", outcomes)
        self.assertEqual(_core._live_sandboxes(), self.live_before)

    async def test_host_task_starts_with_the_call(self):
        # run_async starts a call's task as the script makes it, not at the
        # next pause: the host works while the script computes
        rec = Recorder(delay=0.01)
        marks = {}

        def mark(tag):
            marks[tag] = time.monotonic()
        code = """
import asyncio
t = asyncio.create_task(fetch('early'))
await asyncio.sleep(0)
n = 0
for i in range(3_000_000):
    n += i
mark('computed')
await t
"""
        r = await pysafe.run_async(code, tools={"fetch": rec.fetch, "mark": mark},
                                   limits=pysafe.Limits(max_instructions=None, timeout=None))
        self.assertEqual(r.value, "EARLY")
        ended = [t for (e, _, t) in rec.log if e == "end"]
        self.assertEqual(len(ended), 1)
        self.assertLess(ended[0], marks["computed"])

    async def test_limits_while_calls_are_pending(self):
        rec = Recorder()
        spin = """
import asyncio
async def spin():
    await fetch('fast', delay=0.01)
    while True:
        pass
async def main():
    await asyncio.gather(fetch('pending', delay=30), spin())
asyncio.run(main())
"""
        with self.assertRaises(pysafe.LimitError) as cm:
            await pysafe.run_async(spin, tools={"fetch": rec.fetch},
                                   limits=pysafe.Limits(max_instructions=2_000_000))
        self.assertEqual(cm.exception.limit, "instructions")
        await asyncio.sleep(0)
        self.assertEqual(rec.events("cancelled"), ["pending"])
        with self.assertRaises(pysafe.LimitError) as cm:
            await pysafe.run_async(spin, tools={"fetch": rec.fetch},
                                   limits=pysafe.Limits(max_instructions=None, timeout=0.2))
        self.assertEqual(cm.exception.limit, "time")
        # the calls in flight at once
        code = "import asyncio\nawait asyncio.gather(*(fetch(str(i), delay=0.01) for i in range(5)))"
        with self.assertRaises(pysafe.LimitError) as cm:
            await pysafe.run_async(code, tools={"fetch": rec.fetch}, limits=pysafe.Limits(max_pending_calls=3))
        self.assertEqual(cm.exception.limit, "pending_calls")
        r = await pysafe.run_async(code, tools={"fetch": rec.fetch}, limits=pysafe.Limits(max_pending_calls=5))
        self.assertEqual(r.value, ["0", "1", "2", "3", "4"])
        with self.assertRaises(pysafe.LimitError) as cm:
            await pysafe.run_async(code, tools={"fetch": rec.fetch}, limits=pysafe.Limits(max_tool_calls=4))
        self.assertEqual(cm.exception.limit, "tool_calls")
        # time paused on host calls is the host's: a 0.3 s call under a 0.2 s timeout
        r = await pysafe.run_async("await fetch('x', delay=0.3)", tools={"fetch": rec.fetch},
                                   limits=pysafe.Limits(timeout=0.2))
        self.assertEqual(r.value, "X")

    async def test_the_loop_stays_responsive(self):
        ticks = []
        stop = asyncio.Event()

        async def ticker():
            while not stop.is_set():
                ticks.append(time.monotonic())
                await asyncio.sleep(0.005)

        async def fetch(x):
            return x

        code = "n = 0\nfor i in range(5_000_000):\n    n += i\nawait fetch(n)"
        tick = asyncio.create_task(ticker())
        t0 = time.monotonic()
        r = await pysafe.run_async(code, tools={"fetch": fetch}, limits=pysafe.Limits(max_instructions=None,
                                                                                      timeout=None))
        spent = time.monotonic() - t0
        stop.set()
        await tick
        self.assertEqual(r.value, sum(range(5_000_000)))
        during = [t for t in ticks if t0 <= t <= t0 + spent]
        gaps = [b - a for a, b in zip(during, during[1:])]
        self.assertGreater(len(during), 3, f"the run took {spent:.3f} s")
        # blocked, the loop would miss the whole run
        # (a loaded machine may hold the loop's thread back a little)
        self.assertLess(max(gaps), min(0.5, spent / 3), "the event loop was blocked")

    async def test_many_runs_at_once(self):
        rec = Recorder(delay=0.3)
        code = "import asyncio\nawait asyncio.gather(fetch(k), fetch(k + '!'))"
        results = await asyncio.gather(*(pysafe.run_async(code, inputs={"k": f"r{i}"}, tools={"fetch": rec.fetch})
                                         for i in range(20)))
        self.assertEqual([r.value for r in results], [[f"R{i}", f"R{i}!"] for i in range(20)])
        # the host calls of different runs overlap (the scripts' own work,
        # importing asyncio, takes most of the time under ASan)
        in_flight = most = 0
        for e, _, _ in sorted(rec.log, key=lambda x: x[2]):
            in_flight += 1 if e == "start" else -1
            most = max(most, in_flight)
        self.assertGreaterEqual(most, 4)
        # errors in some do not disturb the others
        codes = ["await fetch('ok')", "1/0", "while True: pass", "await fetch('ok2')"]
        outs = await asyncio.gather(*(pysafe.run_async(c, tools={"fetch": rec.fetch},
                                                       limits=pysafe.Limits(max_instructions=100_000))
                                      for c in codes), return_exceptions=True)
        self.assertEqual(outs[0].value, "OK")
        self.assertIsInstance(outs[1], pysafe.ScriptError)
        self.assertIsInstance(outs[2], pysafe.LimitError)
        self.assertEqual(outs[3].value, "OK2")

    async def test_schema_tools_and_stubs(self):
        async def search(**arguments):
            await asyncio.sleep(0)
            return arguments

        tool = pysafe.tool_from_schema("search", {"type": "object", "properties": {
            "q": {"type": "string"}, "limit": {"type": "integer"}}, "required": ["q"]}, "Search.", search)
        self.assertIsInstance(tool, pysafe.SchemaTool)
        stubs = pysafe.describe_tools({"search": tool})
        self.assertTrue(stubs.startswith("async def search(q: str, limit: int = None)"), stubs)
        r = await pysafe.run_async("await search('x', limit=2)", tools={"search": tool})
        self.assertEqual(r.value, {"q": "x", "limit": 2})
        r = await pysafe.run_async("try:\n    await search(limit='2')\nexcept TypeError as e:\n    m = str(e)\nm",
                                   tools={"search": tool})
        self.assertEqual(r.value, "search() missing 1 required positional argument: 'q'")


def twin_tools():
    """A fresh copy of the tools tests/lang/async's tool_*.py scripts call
    (their python3 twins: coroutines and functions)."""
    spec = importlib.util.spec_from_file_location("tools_twin", os.path.join(ASYNC_TESTS, "_tools_twin.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return {n: getattr(mod, n) for n in ["fetch", "echo", "fail", "total", "visit", "add", "shout", "calls"]}


class AsyncFixturesTest(LeakCheck, unittest.IsolatedAsyncioTestCase):
    """tests/lang/async/tool_*.py, the async tool scripts that run through
    `pysafe --tools-cmd`, run through run_async with the same tools as
    coroutines: the same output as python3 (or their `# expect` lines).
    tool_call_start.py is left out: it shows when calls reach the host,
    which with run_async is a task started from another thread."""

    async def test_tool_scripts(self):
        files = [f for f in sorted(glob.glob(os.path.join(ASYNC_TESTS, "tool_*.py")))
                 if not f.endswith("tool_call_start.py")]
        self.assertGreaterEqual(len(files), 10)

        # python3 as itself: not under the ASan runtime the tests may run with
        env = {k: v for k, v in os.environ.items() if k not in ("LD_PRELOAD", "PYTHONMALLOC", "ASAN_OPTIONS")}

        async def python3(f):
            p = await asyncio.create_subprocess_exec(sys.executable, "-I", "-S", os.path.basename(f), cwd=ASYNC_TESTS,
                                                     stdout=asyncio.subprocess.PIPE, env=env)
            out, _ = await p.communicate()
            return out.decode()

        async def ours(f):
            with open(f, encoding="utf-8") as fh:
                code = fh.read()
            try:
                return (await pysafe.run_async(code, tools=twin_tools(), name=os.path.basename(f))).output
            except pysafe.ScriptError as e:
                return e.output + f"{e.type}: {e.message}\n"

        def expected(f):
            with open(f, encoding="utf-8") as fh:
                lines = [ln[len("# expect: "):] for ln in fh.read().splitlines() if ln.startswith("# expect: ")]
            return "".join(ln + "\n" for ln in lines)

        pysafe_only = []
        for f in files:
            with open(f, encoding="utf-8") as fh:
                pysafe_only.append("# pysafe-only" in fh.read())
        refs = await asyncio.gather(*(asyncio.sleep(0, expected(f)) if only else python3(f)
                                      for f, only in zip(files, pysafe_only)))
        outs = await asyncio.gather(*(ours(f) for f in files))
        for f, ref, out in zip(files, refs, outs):
            self.assertEqual(out, ref, os.path.basename(f))


class SyncApiTest(LeakCheck, unittest.TestCase):
    def test_run_runs_async_tools_in_a_private_loop(self):
        rec = Recorder(delay=0.5)
        t0 = time.monotonic()
        r = pysafe.run(GATHER3, tools={"fetch": rec.fetch})
        self.assertEqual(r.value, ["A", "B", "C"])
        self.assertLess(time.monotonic() - t0, 1.5)  # the sum of the sleeps
        r = pysafe.run("await fetch(k)", inputs={"k": "in"}, tools={"fetch": rec.fetch}, name="s.py")
        self.assertEqual(r.value, "IN")
        with pysafe.Sandbox(tools={"fetch": rec.fetch, "n": len}) as sb:
            self.assertEqual(sb.run(GATHER3).value, ["A", "B", "C"])
            self.assertEqual(sb.run("n(await fetch('again'))").value, 5)
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("await fetch(1)", tools={"fetch": rec.fetch})
        self.assertEqual(cm.exception.type, "AttributeError")  # 1.upper()

    def test_ctrl_c_in_run_with_async_tools(self):
        # Ctrl-C while the private loop waits for a tool, or while the
        # script computes: KeyboardInterrupt, the sandbox freed
        async def slow():
            await asyncio.sleep(30)
        codes = ["x = 1\nawait slow()",
                 "import asyncio\nasync def spin():\n    while True:\n        pass\nawait asyncio.gather(slow(), spin())"]
        for code in codes:
            # asyncio.run (earlier tests) set SIGINT handlers of its own,
            # which replaced the binding's; it checks for that at most once
            # a second (docs/python.md, section 10)
            time.sleep(1.1)
            timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
            timer.start()
            t0 = time.monotonic()
            with self.assertRaises(KeyboardInterrupt):
                pysafe.run(code, tools={"slow": slow}, limits=pysafe.Limits(max_instructions=None, timeout=60))
            self.assertLess(time.monotonic() - t0, 10)
            timer.join()

    def test_run_inside_a_running_loop(self):
        rec = Recorder(delay=0.01)

        async def main():
            # no async tool awaited: fine
            self.assertEqual(pysafe.run("1 + 1", tools={"fetch": rec.fetch}).value, 2)
            with self.assertRaisesRegex(pysafe.Error, r"async tool 'fetch'.*run_async"):
                pysafe.run("x = 1\nawait fetch('a')\nx = 2", tools={"fetch": rec.fetch})
            with pysafe.Sandbox(tools={"fetch": rec.fetch}) as sb:
                with self.assertRaisesRegex(pysafe.Error, "Sandbox.run: the script awaits"):
                    sb.run("x = 1\nawait fetch('a')\nx = 2")
                self.assertEqual(sb.run("x").value, 1)  # given up at the call
        asyncio.run(main())

    def test_keyboard_interrupt_in_run_async(self):
        # Ctrl-C under asyncio.run cancels the main task: the script stops
        # and the sandbox is freed
        async def main():
            asyncio.get_running_loop().call_later(0.2, signal.raise_signal, signal.SIGINT)
            await pysafe.run_async("while True:\n    pass", limits=pysafe.Limits(max_instructions=None, timeout=60))
        t0 = time.monotonic()
        with self.assertRaises(KeyboardInterrupt):
            asyncio.run(main())
        self.assertLess(time.monotonic() - t0, 5)


class PausedAsyncTest(LeakCheck, unittest.TestCase):
    async def _fetch(self, key):  # declares an async tool; start never calls it
        ...

    def test_gathered_calls_in_one_pause(self):
        code = "import asyncio\nr = await asyncio.gather(fetch('a'), fetch('b'), fetch('c'))\nr"
        with pysafe.Sandbox(tools={"fetch": self._fetch}) as sb:
            p = sb.start(code)
            self.assertIsInstance(p, pysafe.Paused)
            self.assertEqual([c.args for c in p.calls], [("a",), ("b",), ("c",)])
            self.assertEqual(p.cancelled, [])
            ids = [c.id for c in p.calls]
            # a subset: the others stay pending and are listed again
            p = p.resume({ids[1]: "B"})
            self.assertEqual([c.id for c in p.calls], [ids[0], ids[2]])
            with self.assertRaises(pysafe.ScriptError) as cm:
                p.resume({ids[2]: KeyError(5), ids[0]: "A"})
            self.assertEqual((cm.exception.type, cm.exception.message), ("KeyError", "5"))
        with pysafe.Sandbox(tools={"fetch": self._fetch}) as sb:
            p = sb.start(code)
            ids = [c.id for c in p.calls]
            with self.assertRaisesRegex(pysafe.Error, "answer at least one"):
                p.resume({})
            with self.assertRaisesRegex(pysafe.Error, "no pending call has id 999"):
                p.resume({999: 1})
            p = p.resume({ids[0]: "A", ids[2]: "C"})
            r = p.resume({ids[1]: "B"})
            self.assertEqual(r.value, ["A", "B", "C"])
            with self.assertRaisesRegex(pysafe.Error, "already resumed"):
                p.resume({ids[1]: "B"})

    def test_exceptions_and_cancelled_calls(self):
        code = """
import asyncio
async def main():
    t = asyncio.create_task(fetch('dropped'))
    k = asyncio.create_task(fetch('kept'))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await k
    except KeyError as e:
        return repr(e), t.cancelled()
asyncio.run(main())
"""
        with pysafe.Sandbox(tools={"fetch": self._fetch}) as sb:
            p = sb.start(code)
            self.assertEqual([c.args for c in p.calls], [("kept",)])
            self.assertEqual([c.args for c in p.cancelled], [("dropped",)])
            # an answer for a cancelled call is accepted and ignored
            r = p.resume({p.calls[0].id: KeyError(5), p.cancelled[0].id: "late"})
            self.assertEqual(r.value, ("KeyError(5)", True))

    def test_sync_call_among_async_ones_must_be_answered(self):
        code = """
import asyncio
async def both():
    return await fetch('a'), note('sync')
async def main():
    return await asyncio.gather(fetch('b'), both())
asyncio.run(main())
"""
        with pysafe.Sandbox(tools={"fetch": self._fetch, "note": None}) as sb:
            p = sb.start(code)
            calls = {c.args[0]: c.id for c in p.calls}
            self.assertEqual(sorted(calls), ["a", "b"])
            p = p.resume({calls["a"]: 1})
            names = sorted(c.name for c in p.calls)
            self.assertEqual(names, ["fetch", "note"])
            note_id = next(c.id for c in p.calls if c.name == "note")
            b_id = calls["b"]
            with self.assertRaisesRegex(pysafe.Error, rf"no answer for call {note_id} \(note\)"):
                p.resume({b_id: 2})
            p = p.resume({note_id: "n"})
            r = p if isinstance(p, pysafe.Result) else p.resume({b_id: 2})
            self.assertEqual(r.value, [2, (1, "n")])

    def test_dropped_pause_with_async_calls(self):
        with pysafe.Sandbox(tools={"fetch": self._fetch}) as sb:
            p = sb.start("import asyncio\nx = 1\nawait asyncio.gather(fetch(1), fetch(2))\nx = 2")
            del p
            self.assertEqual(sb.run("x").value, 1)


if __name__ == "__main__":
    unittest.main()
