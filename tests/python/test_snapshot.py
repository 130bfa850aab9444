"""Paused.dump / Paused.load: the agent-script fixtures (examples/main.py
with examples/tools.py, examples/async_main.py with examples/async_tools.py)
paused at EVERY one of their tool calls, saved, loaded in a NEW PROCESS,
answered there and run to the end: the output and the value must be
exactly those of the run never saved. Then the refusals (tests/python,
suite `python`)."""
import asyncio
import importlib.util
import os
import subprocess
import sys
import tempfile
import unittest

import pysafe

SRC = os.environ.get("PYSAFE_SRC", os.path.join(os.path.dirname(__file__), "..", ".."))


def load_module(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(SRC, "examples", name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def fixture_tools(kind):
    """name -> plain function answering a call (async ones run to their end)."""
    if kind == "sync":
        return dict(load_module("tools").TOOLS)
    mod = load_module("async_tools")
    tools = {name: (lambda f: lambda *a, **k: asyncio.run(f(*a, **k)))(f) for name, f in mod.ASYNC.items()}
    tools.update(mod.SYNC)
    return tools


def declared(kind):
    """The tools as the sandbox declares them: async ones as async defs."""
    if kind == "sync":
        # the functions answer the calls that cannot pause (main.py's
        # get_weather, inside list(generator)); the others pause
        return fixture_tools("sync")
    mod = load_module("async_tools")
    decl = {name: f for name, f in mod.ASYNC.items()}
    decl.update(mod.SYNC)
    return decl


def answer(paused, tools):
    out = {}
    for c in paused.calls:
        try:
            out[c.id] = tools[c.name](*c.args, **c.kwargs)
        except Exception as e:  # noqa: BLE001 - the tool's exception is the answer
            out[c.id] = e
    return paused.resume(out)


def finish(r, tools):
    while isinstance(r, pysafe.Paused):
        r = answer(r, tools)
    return r


CHILD = r"""
import asyncio, importlib.util, os, sys
sys.path.insert(0, os.path.dirname(sys.argv[1]))
import test_snapshot as t
import pysafe
kind, path = sys.argv[2], sys.argv[3]
with open(path, 'rb') as f:
    data = f.read()
p = pysafe.Paused.load(data, tools=t.declared(kind))
r = t.finish(p, t.fixture_tools(kind))
with open(path + ".out", "w") as f:
    f.write(repr((r.output, r.value, r.stats.tool_calls)))
"""


class FixturesEveryToolCall(unittest.TestCase):
    def check_fixture(self, script, kind):
        with open(os.path.join(SRC, "examples", script), encoding="utf-8") as f:
            code = f.read()
        tools = fixture_tools(kind)
        with pysafe.Sandbox(tools=declared(kind)) as sb:
            want = finish(sb.start(code, name=script), tools)
        want = (want.output, want.value, want.stats.tool_calls)
        self.assertGreater(want[2], 2)
        k = 0
        sizes = []
        while True:
            with pysafe.Sandbox(tools=declared(kind)) as sb:
                r = sb.start(code, name=script)
                for _ in range(k):
                    if not isinstance(r, pysafe.Paused):
                        break
                    r = answer(r, tools)
                if not isinstance(r, pysafe.Paused):
                    break
                data = r.dump()
            sizes.append(len(data))
            with tempfile.NamedTemporaryFile(suffix=".snap", delete=False) as f:
                f.write(data)
            try:
                child = subprocess.run([sys.executable, "-S", "-c", CHILD, os.path.abspath(__file__), kind,
                                        f.name], capture_output=True, text=True, timeout=120,
                                       env=dict(os.environ))
                self.assertEqual(child.returncode, 0, child.stderr)
                with open(f.name + ".out", encoding="utf-8") as out:
                    self.assertEqual(out.read(), repr(want), f"{script}: saved at pause {k}")
            finally:
                os.unlink(f.name)
                if os.path.exists(f.name + ".out"):
                    os.unlink(f.name + ".out")
            k += 1
        self.assertGreaterEqual(k, 2)
        if os.environ.get("SNAPSHOT_TEST_SHOW"):
            print(f"{script}: {k} pauses, snapshot sizes {min(sizes)}-{max(sizes)} bytes", file=sys.stderr)

    def test_main(self):
        self.check_fixture("main.py", "sync")

    def test_async_main(self):
        self.check_fixture("async_main.py", "async")


class DumpLoad(unittest.TestCase):
    def test_resume_here_after_dump(self):
        with pysafe.Sandbox(tools={"ask": None}) as sb:
            p = sb.start("x = ask(1)\nx * 2")
            data = p.dump()
            self.assertEqual(p.resume({p.calls[0].id: 4}).value, 8)
        q = pysafe.Paused.load(data, tools={"ask": None})
        self.assertEqual([(c.id, c.name, c.args) for c in q.calls], [(1, "ask", (1,))])
        self.assertEqual(q.resume({1: 5}).value, 10)

    def test_refusals(self):
        with self.assertRaises(pysafe.Error) as e:
            pysafe.Paused.load(b"not a snapshot")
        self.assertEqual(str(e.exception), "Paused.load: at byte 0: not a pysafe snapshot")
        with pysafe.Sandbox(tools={"ask": None}) as sb:
            p = sb.start("x = ask(1)")
            data = bytearray(p.dump())
            p.resume({1: 0})
            with self.assertRaises(pysafe.Error):
                p.dump()
        data[len(data) // 2] ^= 1
        with self.assertRaises(pysafe.Error) as e:
            pysafe.Paused.load(bytes(data))
        self.assertIn("checksum", str(e.exception))
        with self.assertRaises(TypeError):
            pysafe.Paused.load("text")

    def test_unregistered_tool_raises_in_script(self):
        with pysafe.Sandbox(tools={"ask": None, "other": None}) as sb:
            data = sb.start("x = ask(1)\ntry:\n    other(2)\nexcept RuntimeError as e:\n    print(e)\nx").dump()
        q = pysafe.Paused.load(data, tools={"ask": None})
        r = q.resume({1: 3})
        self.assertEqual((r.output, r.value), ("tool 'other' is not registered\n", 3))

    def test_unknown_tool_refused(self):
        with pysafe.Sandbox(tools={"ask": None}) as sb:
            data = sb.start("ask(1)").dump()
        with self.assertRaises(ValueError):
            pysafe.Paused.load(data, tools={"ask": None, "new_tool": None})

    def test_idle_snapshot_refused(self):
        with pysafe.Sandbox(tools={"ask": None}) as sb:
            p = sb.start("ask(1)")
            data = bytearray(p.dump())
        # the same sandbox's bytes say it is paused; an idle one has none
        with self.assertRaises(pysafe.Error):
            pysafe.Paused.load(bytes(data[:40]))


if __name__ == "__main__":
    unittest.main()
