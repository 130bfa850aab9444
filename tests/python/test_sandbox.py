"""pysafe.Sandbox: globals kept between runs, driving a run by hand with
start/Paused.resume, and every misuse (tests/python, suite `python`)."""
import datetime
import gc
import unittest

import pysafe
from pysafe import _core


class SessionTest(unittest.TestCase):
    def test_globals_persist(self):
        with pysafe.Sandbox() as sb:
            self.assertIsNone(sb.run("rows = [1, 2, 3]").value)
            self.assertEqual(sb.run("total = sum(rows)\ntotal").value, 6)
            self.assertEqual(sb.run("def more(n):\n    return total + n").value, None)
            self.assertEqual(sb.run("more(x)", inputs={"x": 4}).value, 10)
            self.assertEqual(sb.run("x", inputs={"x": "again"}).value, "again")

    def test_state_after_errors(self):
        with pysafe.Sandbox(limits=pysafe.Limits(max_instructions=10_000)) as sb:
            sb.run("a = 1")
            with self.assertRaises(pysafe.ScriptError):
                sb.run("a = 2\n1/0")
            self.assertEqual(sb.run("a").value, 2)
            with self.assertRaises(pysafe.LimitError):
                sb.run("while True: pass")
            with self.assertRaises(pysafe.ScriptSyntaxError):
                sb.run("a = (")
            self.assertEqual(sb.run("a + 1").value, 3)

    def test_tools_and_output_per_run(self):
        log = []
        with pysafe.Sandbox(tools={"note": log.append}) as sb:
            r = sb.run("print('one')\nnote(1)")
            self.assertEqual((r.output, r.stats.tool_calls), ("one\n", 1))
            r = sb.run("print('two')\nnote(2)\nnote(3)")
            self.assertEqual((r.output, r.stats.tool_calls), ("two\n", 2))
        self.assertEqual(log, [1, 2, 3])

    def test_close(self):
        sb = pysafe.Sandbox()
        self.assertFalse(sb.closed)
        self.assertEqual(repr(sb), "<pysafe.Sandbox open>")
        sb.close()
        sb.close()
        self.assertTrue(sb.closed)
        self.assertEqual(repr(sb), "<pysafe.Sandbox closed>")
        for call in [lambda: sb.run("1"), lambda: sb.start("1")]:
            with self.assertRaisesRegex(pysafe.Error, "the sandbox is closed"):
                call()
        with self.assertRaisesRegex(pysafe.Error, "closed"):
            with sb:
                pass

    def test_context_manager_closes_on_error(self):
        with self.assertRaises(pysafe.ScriptError):
            with pysafe.Sandbox() as sb:
                sb.run("1/0")
        self.assertTrue(sb.closed)

    def test_arguments(self):
        with self.assertRaises(TypeError):
            pysafe.Sandbox({})
        with self.assertRaisesRegex(TypeError, "'tool' is an invalid keyword argument for Sandbox"):
            pysafe.Sandbox(tool={})
        with pysafe.Sandbox() as sb:
            with self.assertRaisesRegex(TypeError, r"Sandbox.run\(\) code must be str"):
                sb.run(1)
            self.assertEqual(sb.run(code="2", inputs=None, name="n.py").value, 2)
            with self.assertRaisesRegex(TypeError, "inputs must be a dict"):
                sb.run("1", [])

    def test_sandbox_limits_clock_seed(self):
        with pysafe.Sandbox(limits=pysafe.Limits(max_output=10), clock=86400, seed=3) as sb:
            self.assertEqual(sb.run("import time\ntime.time()").value, 86400.0)
            self.assertEqual(sb.run("import random\nrandom.seed()\nrandom.random()").value,
                             pysafe.run("import random\nrandom.seed()\nrandom.random()", seed=3).value)
            with self.assertRaises(pysafe.LimitError):
                sb.run("print('x' * 20)")


class PauseTest(unittest.TestCase):
    def test_drive_by_hand(self):
        with pysafe.Sandbox(tools={"fetch": None, "add": None}) as sb:
            p = sb.start("a = fetch('u1')\nb = add(a, k=2)\nprint(a, b)\n[a, b]")
            self.assertIsInstance(p, pysafe.Paused)
            self.assertEqual(len(p.calls), 1)
            c = p.calls[0]
            self.assertIsInstance(c, pysafe.ToolCall)
            self.assertEqual((c.name, c.args, c.kwargs), ("fetch", ("u1",), {}))
            self.assertEqual(repr(p), f"pysafe.Paused(calls=[ToolCall(id={c.id}, name='fetch', args=('u1',), kwargs={{}})])")
            p2 = p.resume({c.id: {"body": "x"}})
            c2 = p2.calls[0]
            self.assertEqual((c2.name, c2.args, c2.kwargs), ("add", ({"body": "x"},), {"k": 2}))
            self.assertNotEqual(c.id, c2.id)
            r = p2.resume({c2.id: 3})
            self.assertIsInstance(r, pysafe.Result)
            self.assertEqual(r.value, [{"body": "x"}, 3])
            self.assertEqual(r.output, "{'body': 'x'} 3\n")
            self.assertEqual(r.stats.tool_calls, 2)

    def test_functions_are_not_called_in_start(self):
        called = []
        with pysafe.Sandbox(tools={"f": called.append}) as sb:
            p = sb.start("f(1)")
            self.assertEqual(called, [])
            self.assertIsNone(p.resume({p.calls[0].id: None}).value)
            self.assertEqual(sb.run("f(2)").value, None)
            self.assertEqual(called, [2])

    def test_no_tool_call(self):
        with pysafe.Sandbox() as sb:
            r = sb.start("1 + 1")
            self.assertIsInstance(r, pysafe.Result)
            self.assertEqual(r.value, 2)

    def test_answer_with_exception(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            code = ("try:\n    f()\nexcept KeyError as e:\n    r = ('KeyError', e.args)\n"
                    "except Exception as e:\n    r = (type(e).__name__, e.args)\nr")
            for exc, want in [(KeyError(5), ("KeyError", (5,))), (ValueError("bad", 3), ("ValueError", ("bad", 3))),
                              (pysafe.Error("x"), ("Error", ("x",)))]:
                p = sb.start(code)
                self.assertEqual(p.resume({p.calls[0].id: exc}).value, want)
            p = sb.start("f()")
            with self.assertRaises(pysafe.ScriptError) as cm:
                p.resume({p.calls[0].id: LookupError("gone")})
            self.assertEqual((cm.exception.type, cm.exception.message), ("LookupError", "gone"))
            self.assertEqual(sb.run("1").value, 1)

    def test_answer_with_base_exception(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            p = sb.start("try:\n    f()\nfinally:\n    print('no')")
            with self.assertRaises(KeyboardInterrupt):
                p.resume({p.calls[0].id: KeyboardInterrupt()})
            with self.assertRaisesRegex(pysafe.Error, "already resumed"):
                p.resume({p.calls[0].id: 1})
            r = sb.run("print('yes')")
            self.assertEqual(r.output, "yes\n")

    def test_bad_answers(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            p = sb.start("f() + 1")
            cid = p.calls[0].id
            with self.assertRaisesRegex(TypeError, "answers must be a dict"):
                p.resume([1])
            with self.assertRaisesRegex(pysafe.Error, f"no answer for call {cid} \\(f\\)"):
                p.resume({})
            with self.assertRaisesRegex(pysafe.Error, "no pending call has id 12345"):
                p.resume({cid: 1, 12345: 2})
            with self.assertRaisesRegex(pysafe.Error, "no pending call has id 'x'"):
                p.resume({"x": 1})
            with self.assertRaisesRegex(TypeError, rf"^answers\[{cid}\]\['t'\]: datetime is not supported$"):
                p.resume({cid: {"t": datetime.datetime(2024, 1, 1)}})
            # none of it answered the call: the pause is still there
            self.assertEqual(p.resume({cid: 41}).value, 42)
            with self.assertRaisesRegex(pysafe.Error, "already resumed"):
                p.resume({cid: 41})

    def test_run_while_paused(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            p = sb.start("x = f()")
            with self.assertRaisesRegex(pysafe.Error, "a run is paused on tool calls"):
                sb.run("1")
            with self.assertRaisesRegex(pysafe.Error, "a run is paused on tool calls"):
                sb.start("1")
            p.resume({p.calls[0].id: 5})
            self.assertEqual(sb.run("x").value, 5)

    def test_dropped_pause_is_given_up(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            p = sb.start("x = 1\ntry:\n    f()\nfinally:\n    x = 'finally ran'")
            del p
            gc.collect()
            self.assertEqual(sb.run("x").value, 1)
            self.assertEqual(sb.run("2").value, 2)

    def test_close_while_paused(self):
        sb = pysafe.Sandbox(tools={"f": None})
        p = sb.start("f()")
        sb.close()
        with self.assertRaisesRegex(pysafe.Error, "the sandbox is closed"):
            p.resume({p.calls[0].id: 1})

    def test_old_pause_cannot_be_resumed(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            p1 = sb.start("f()\nf()")
            p2 = p1.resume({p1.calls[0].id: 1})
            with self.assertRaisesRegex(pysafe.Error, "already resumed"):
                p1.resume({p1.calls[0].id: 1})
            self.assertIsNone(p2.resume({p2.calls[0].id: None}).value)

    def test_cannot_pause_inside_a_builtin(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            with self.assertRaises(pysafe.ScriptError) as cm:
                sb.start("sorted([2, 1], key=f)")
            self.assertIn("tool 'f' cannot pause here", cm.exception.message)
            self.assertEqual(sb.run("3").value, 3)

    def test_argument_that_cannot_leave(self):
        with pysafe.Sandbox(tools={"f": None}) as sb:
            r = sb.start("try:\n    f(print)\nexcept TypeError as e:\n    r = str(e)\nr")
            self.assertIsInstance(r, pysafe.Result)
            self.assertTrue(r.value.startswith("f() argument 1: <built-in function print> cannot leave"), r.value)

    def test_namespaced_declared_tools(self):
        with pysafe.Sandbox(tools={"web": {"fetch": None}}) as sb:
            p = sb.start("import web\nweb.fetch('u')")
            self.assertEqual(p.calls[0].name, "web.fetch")
            self.assertEqual(p.resume({p.calls[0].id: "body"}).value, "body")

    def test_limits_while_driving(self):
        with pysafe.Sandbox(tools={"f": None}, limits=pysafe.Limits(max_tool_calls=2)) as sb:
            p = sb.start("while True:\n    f()")
            p = p.resume({p.calls[0].id: 1})
            with self.assertRaises(pysafe.LimitError) as cm:
                p.resume({p.calls[0].id: 1})
            self.assertEqual(cm.exception.limit, "tool_calls")


class LifetimeTest(unittest.TestCase):
    def test_no_sandbox_left_behind(self):
        gc.collect()
        before = _core._live_sandboxes()
        for i in range(50):
            pysafe.run("x", inputs={"x": i})
            try:
                pysafe.run("1/0")
            except pysafe.ScriptError:
                pass
            sb = pysafe.Sandbox(tools={"f": None})
            p = sb.start("f()")
            del sb, p
            with pysafe.Sandbox() as sb:
                sb.run("1")
        # a cycle through a tool: the collector frees it
        sb = pysafe.Sandbox(tools={"f": lambda: sb})
        del sb
        gc.collect()
        self.assertEqual(_core._live_sandboxes(), before)

    def test_result_cycle_is_collected(self):
        import weakref
        class Holder:
            pass
        r = pysafe.run("[]")
        h = Holder()
        h.result = r
        r.value.append(h)   # result -> list -> holder -> result
        w = weakref.ref(h)
        del r, h
        gc.collect()
        self.assertIsNone(w())


if __name__ == "__main__":
    unittest.main()
