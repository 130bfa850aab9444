"""pysafe.run, Result, Limits, and the arguments every run takes: inputs,
name, seed, clock (tests/python, suite `python`)."""
import datetime
import math
import time
import unittest

import pysafe


class RunTest(unittest.TestCase):
    def test_value_output_stats(self):
        r = pysafe.run("x + 1", inputs={"x": 1})
        self.assertIsInstance(r, pysafe.Result)
        self.assertEqual(r.value, 2)
        self.assertEqual(r.output, "")
        s = r.stats
        self.assertIsInstance(s, pysafe.Stats)
        self.assertGreater(s.instructions, 0)
        self.assertGreater(s.memory_peak, 0)
        self.assertGreater(s.allocations, 0)
        self.assertEqual(s.tool_calls, 0)
        self.assertGreaterEqual(s.wall_ms, 0.0)
        self.assertIs(r.stats, s)  # made once
        self.assertEqual(s._fields, ("instructions", "memory_peak", "allocations", "tool_calls", "wall_ms"))

    def test_no_final_expression(self):
        self.assertIsNone(pysafe.run("x = 1").value)
        self.assertIsNone(pysafe.run("").value)
        self.assertIsNone(pysafe.run("print('a')").value)
        self.assertEqual(pysafe.run("x = 5\nx * 2").value, 10)

    def test_output(self):
        r = pysafe.run("print('héllo', 1)\nprint(end='no newline')")
        self.assertEqual(r.output, "héllo 1\nno newline")

    def test_repr(self):
        r = pysafe.run("[1, 'a']")
        self.assertTrue(repr(r).startswith("pysafe.Result(value=[1, 'a'], output='', stats=Stats("))

    def test_result_is_not_constructible(self):
        with self.assertRaises(TypeError):
            pysafe.Result()

    def test_code_arguments(self):
        self.assertEqual(pysafe.run(code="1").value, 1)
        with self.assertRaisesRegex(TypeError, "code must be str, not bytes"):
            pysafe.run(b"1")
        with self.assertRaisesRegex(TypeError, "code must be str, not NoneType"):
            pysafe.run(None)
        with self.assertRaisesRegex(TypeError, r"missing required argument 'code'"):
            pysafe.run()
        with self.assertRaisesRegex(TypeError, r"run\(\) takes 1 positional argument but 2 were given"):
            pysafe.run("1", {})
        with self.assertRaisesRegex(TypeError, "unexpected keyword argument 'input'"):
            pysafe.run("1", input={})
        with self.assertRaisesRegex(TypeError, "multiple values for argument 'code'"):
            pysafe.run("1", code="2")

    def test_name_in_traceback(self):
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("x = 1\n1 / 0", name="step3.py")
        e = cm.exception
        self.assertIn('File "step3.py", line 2', e.traceback)
        self.assertEqual(e.line, 2)
        with self.assertRaisesRegex(TypeError, "name must be str"):
            pysafe.run("1", name=3)
        with self.assertRaisesRegex(ValueError, "NUL"):
            pysafe.run("1", name="a\0b")

    def test_none_arguments_are_defaults(self):
        r = pysafe.run("1", inputs=None, tools=None, limits=None, name=None, clock=None, seed=None)
        self.assertEqual(r.value, 1)

    def test_inputs(self):
        r = pysafe.run("a + b", inputs={"a": 2, "b": 3})
        self.assertEqual(r.value, 5)
        with self.assertRaisesRegex(TypeError, "inputs must be a dict"):
            pysafe.run("1", inputs=[("a", 1)])
        with self.assertRaisesRegex(TypeError, "inputs: names must be str, not int"):
            pysafe.run("1", inputs={1: 1})
        for bad in ["a b", "1a", "", "class", "None", "é"]:
            with self.assertRaisesRegex(ValueError, "is not a name a script can use"):
                pysafe.run("1", inputs={bad: 1})
        with self.assertRaisesRegex(ValueError, "'f' is also the name of a tool"):
            pysafe.run("1", inputs={"f": 1}, tools={"f": len})
        with self.assertRaisesRegex(ValueError, "'ns' is also the name of a tool"):
            pysafe.run("1", inputs={"ns": 1}, tools={"ns": {"f": len}})

    def test_seed(self):
        code = "import random\nrandom.random()"
        a = pysafe.run(code).value
        self.assertEqual(pysafe.run(code).value, a)       # default seed 0: reproducible
        self.assertEqual(pysafe.run(code, seed=0).value, a)
        b = pysafe.run(code, seed=7).value
        self.assertNotEqual(a, b)
        self.assertEqual(pysafe.run(code, seed=7).value, b)
        self.assertIsInstance(pysafe.run(code, seed=2**64 - 1).value, float)
        with self.assertRaisesRegex(ValueError, "seed must be between 0 and 2\\*\\*64 - 1"):
            pysafe.run(code, seed=-1)
        with self.assertRaisesRegex(ValueError, "seed must be between"):
            pysafe.run(code, seed=2**64)
        with self.assertRaisesRegex(TypeError, "seed must be an int, not str"):
            pysafe.run(code, seed="1")
        with self.assertRaisesRegex(TypeError, "seed must be an int, not bool"):
            pysafe.run(code, seed=True)

    def test_clock(self):
        code = "import time\ntime.time()"
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run(code)
        self.assertEqual(cm.exception.type, "OSError")
        self.assertEqual(pysafe.run(code, clock=1700000000).value, 1700000000.0)
        self.assertEqual(pysafe.run(code, clock=1700000000.5).value, 1700000000.5)
        when = datetime.datetime(2024, 5, 17, 12, 30, tzinfo=datetime.timezone.utc)
        self.assertEqual(pysafe.run(code, clock=when).value, when.timestamp())
        r = pysafe.run("import datetime\nstr(datetime.datetime.now(datetime.timezone.utc))", clock=when).value
        self.assertEqual(r, "2024-05-17 12:30:00+00:00")
        now = pysafe.run(code, clock=time.time).value
        self.assertLess(abs(now - time.time()), 5)
        ticks = iter([100.0, 101.5])
        self.assertEqual(pysafe.run("import time\n(time.time(), time.time())", clock=lambda: next(ticks)).value,
                         (100.0, 101.5))
        with self.assertRaisesRegex(TypeError, "clock must be None, a number"):
            pysafe.run(code, clock="now")
        with self.assertRaisesRegex(ValueError, "out of range"):
            pysafe.run(code, clock=math.inf)

    def test_clock_that_fails(self):
        def broken():
            raise RuntimeError("no time")
        with self.assertRaisesRegex(RuntimeError, "no time"):
            pysafe.run("import time\ntry:\n    time.time()\nexcept BaseException:\n    pass\nwhile True: pass",
                       clock=broken)
        with self.assertRaisesRegex(TypeError, "the clock must return seconds as a number, not str"):
            pysafe.run("import time\ntime.time()", clock=lambda: "x")


class ApiTest(unittest.TestCase):
    def test_names(self):
        for name in ["run", "Result", "Limits", "Sandbox", "Paused", "ToolCall", "Stats", "Opaque", "Error",
                     "ScriptError", "ScriptSyntaxError", "LimitError", "describe_tools", "tool_from_schema"]:
            self.assertIn(name, pysafe.__all__)
            self.assertTrue(getattr(pysafe, name).__doc__, name)
        self.assertEqual(pysafe.__version__, "0.1.0")
        self.assertTrue(issubclass(pysafe.ScriptSyntaxError, pysafe.ScriptError))
        self.assertTrue(issubclass(pysafe.LimitError, pysafe.Error))
        self.assertEqual(pysafe.ToolCall._fields, ("id", "name", "args", "kwargs"))

    def test_signatures(self):
        import inspect
        sig = lambda f: str(inspect.signature(f))  # noqa: E731
        self.assertEqual(sig(pysafe.run),
                         "(code, *, inputs=None, tools=None, limits=None, name='<script>', clock=None, seed=None)")
        self.assertEqual(sig(pysafe.Sandbox), "(*, tools=None, limits=None, clock=None, seed=None)")
        self.assertEqual(sig(pysafe.Sandbox.run), "(self, /, code, inputs=None, name='<script>')")
        self.assertEqual(sig(pysafe.Sandbox.start), "(self, /, code, inputs=None, name='<script>')")
        self.assertEqual(sig(pysafe.Paused.resume), "(self, answers, /)")
        self.assertTrue(sig(pysafe.Limits).startswith("(*, max_instructions=200000000, "))

    def test_stubs_match_the_module(self):
        import ast
        import os
        path = os.path.join(os.path.dirname(pysafe.__file__), "__init__.pyi")
        tree = ast.parse(open(path, encoding="utf-8").read())
        names = {n.name for n in tree.body if isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))}
        names |= {a.asname for n in tree.body if isinstance(n, ast.ImportFrom) for a in n.names}
        self.assertLessEqual(set(pysafe.__all__), names)
        classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
        for cls in ["Limits", "Result", "Paused", "Sandbox"]:
            members = {m.name for m in classes[cls].body if isinstance(m, ast.FunctionDef)}
            public = {m for m in dir(getattr(pysafe, cls)) if not m.startswith("_")}
            self.assertLessEqual(public, members, cls)


class LimitsTest(unittest.TestCase):
    def test_defaults(self):
        l = pysafe.Limits()
        self.assertEqual(l.max_instructions, 200_000_000)
        self.assertEqual(l.max_memory, 64 << 20)
        self.assertEqual(l.max_depth, 1000)
        self.assertEqual(l.max_output, 1 << 20)
        self.assertEqual(l.timeout, 5.0)
        self.assertEqual(l.max_tool_calls, 10_000)
        self.assertEqual(l.max_pending_calls, 64)
        self.assertEqual(repr(l), "pysafe.Limits(max_instructions=200000000, max_memory=67108864, max_depth=1000, "
                                  "max_output=1048576, timeout=5.0, max_tool_calls=10000, max_pending_calls=64)")

    def test_values(self):
        l = pysafe.Limits(max_instructions=None, max_output=None, timeout=None, max_tool_calls=None,
                          max_pending_calls=None, max_memory=1 << 30, max_depth=50)
        self.assertIsNone(l.max_instructions)
        self.assertIsNone(l.timeout)
        self.assertEqual(l.max_depth, 50)
        self.assertEqual(pysafe.Limits(timeout=0.25).timeout, 0.25)
        self.assertEqual(pysafe.Limits(timeout=2).timeout, 2.0)
        self.assertEqual(pysafe.Limits(max_depth=10), pysafe.Limits(max_depth=10))
        self.assertNotEqual(pysafe.Limits(max_depth=10), pysafe.Limits(max_depth=11))
        self.assertEqual(hash(pysafe.Limits()), hash(pysafe.Limits()))
        self.assertEqual(pysafe.run("1", limits=l).value, 1)

    def test_bad(self):
        with self.assertRaisesRegex(TypeError, "keyword arguments only"):
            pysafe.Limits(10)
        with self.assertRaisesRegex(TypeError, "unexpected keyword argument 'max_time'"):
            pysafe.Limits(max_time=1)
        for field in ["max_memory", "max_depth"]:
            with self.assertRaisesRegex(ValueError, f"{field} cannot be None"):
                pysafe.Limits(**{field: None})
        for field in ["max_instructions", "max_memory", "max_depth", "max_output", "max_tool_calls",
                      "max_pending_calls"]:
            with self.assertRaisesRegex(ValueError, f"{field} must be positive"):
                pysafe.Limits(**{field: 0})
            with self.assertRaisesRegex(ValueError, f"{field} must be positive"):
                pysafe.Limits(**{field: -5})
            with self.assertRaisesRegex(TypeError, f"{field} must be an int or None, not float"):
                pysafe.Limits(**{field: 1.5})
            with self.assertRaisesRegex(TypeError, f"{field} must be an int or None, not bool"):
                pysafe.Limits(**{field: True})
        with self.assertRaisesRegex(ValueError, "too large"):
            pysafe.Limits(max_tool_calls=2**40)
        with self.assertRaisesRegex(ValueError, "too large"):
            pysafe.Limits(max_instructions=2**80)
        for t in [0, -1, float("nan"), 1e12]:
            with self.assertRaisesRegex(ValueError, "timeout must be between"):
                pysafe.Limits(timeout=t)
        with self.assertRaisesRegex(TypeError, "timeout must be a number"):
            pysafe.Limits(timeout="5")
        with self.assertRaisesRegex(TypeError, "limits must be a pysafe.Limits, not dict"):
            pysafe.run("1", limits={"timeout": 1})
        with self.assertRaises(AttributeError):
            pysafe.Limits().timeout = 3


if __name__ == "__main__":
    unittest.main()
