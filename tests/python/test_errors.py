"""The exceptions a run raises: ScriptError, ScriptSyntaxError, LimitError
for every limit, and what each carries (tests/python, suite `python`)."""
import pickle
import unittest

import pysafe


def limits(**kw):
    return pysafe.Limits(**kw)


class ScriptErrorTest(unittest.TestCase):
    def test_uncaught(self):
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("print('before')\nd = {}\nd['missing']")
        e = cm.exception
        self.assertIsInstance(e, pysafe.Error)
        self.assertNotIsInstance(e, pysafe.ScriptSyntaxError)
        self.assertEqual(e.type, "KeyError")
        self.assertEqual(e.message, "'missing'")
        self.assertEqual(str(e), "KeyError: 'missing'")
        self.assertEqual(e.line, 3)
        self.assertEqual(e.output, "before\n")
        self.assertEqual(e.traceback, 'Traceback (most recent call last):\n  File "<script>", line 3, in <module>\n'
                                      "KeyError: 'missing'\n")

    def test_source_lines_when_named(self):
        # as in CPython, a "<...>" name has no source lines; a file name has
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("d = {}\nd['missing']", name="job.py")
        self.assertEqual(cm.exception.traceback,
                         'Traceback (most recent call last):\n  File "job.py", line 2, in <module>\n'
                         "    d['missing']\n    ~^^^^^^^^^^^\nKeyError: 'missing'\n")

    def test_line_is_the_scripts(self):
        code = "import json\n\ndef f():\n    return json.loads('{')\n\nf()\n"
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run(code)
        self.assertEqual(cm.exception.type, "JSONDecodeError")
        self.assertEqual(cm.exception.line, 4)  # not a line inside json

    def test_no_message(self):
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("raise ValueError")
        self.assertEqual((cm.exception.type, cm.exception.message, str(cm.exception)), ("ValueError", "", "ValueError"))

    def test_custom_class(self):
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("class Oops(Exception):\n    pass\nraise Oops('x', 2)")
        self.assertEqual((cm.exception.type, cm.exception.message), ("Oops", "('x', 2)"))

    def test_chained(self):
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("try:\n    1/0\nexcept ZeroDivisionError:\n    raise ValueError('second')")
        e = cm.exception
        self.assertEqual(e.type, "ValueError")
        self.assertIn("During handling of the above exception, another exception occurred", e.traceback)
        self.assertEqual(e.line, 4)

    def test_odd_text(self):
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("raise ValueError('\\ud800 é')")
        self.assertEqual(cm.exception.message, "\ud800 é")
        self.assertTrue(cm.exception.traceback.endswith("ValueError: \ud800 é\n"))

    def test_system_exit_ends_the_run(self):
        r = pysafe.run("print('a')\nraise SystemExit(3)\nprint('b')")
        self.assertEqual((r.value, r.output, r.exit_code), (None, "a\n", 3))
        self.assertEqual(pysafe.run("import sys\nsys.exit()").exit_code, 0)
        self.assertIsNone(pysafe.run("1").exit_code)

    def test_pickles(self):
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("1/0")
        e = pickle.loads(pickle.dumps(cm.exception))
        self.assertEqual((e.type, e.message, e.line), ("ZeroDivisionError", "division by zero", 1))


class SyntaxErrorTest(unittest.TestCase):
    def test_syntax(self):
        with self.assertRaises(pysafe.ScriptSyntaxError) as cm:
            pysafe.run("x = 1\nif x\n    pass", name="s.py")
        e = cm.exception
        self.assertIsInstance(e, pysafe.ScriptError)
        self.assertEqual((e.type, e.message, e.line, e.column), ("SyntaxError", "expected ':'", 2, 5))
        self.assertIn('File "s.py", line 2', e.traceback)

    def test_indentation(self):
        with self.assertRaises(pysafe.ScriptSyntaxError) as cm:
            pysafe.run("if True:\npass")
        self.assertEqual(cm.exception.type, "IndentationError")
        self.assertEqual(cm.exception.line, 2)

    def test_nothing_ran(self):
        with self.assertRaises(pysafe.ScriptSyntaxError) as cm:
            pysafe.run("print('no')\n)")
        self.assertEqual(cm.exception.output, "")


class LimitErrorTest(unittest.TestCase):
    def check(self, code, limit, **kw):
        with self.assertRaises(pysafe.LimitError) as cm:
            pysafe.run(code, **kw)
        e = cm.exception
        self.assertIsInstance(e, pysafe.Error)
        self.assertNotIsInstance(e, pysafe.ScriptError)
        self.assertEqual(e.limit, limit)
        self.assertIsInstance(e.stats, pysafe.Stats)
        self.assertTrue(e.message)
        return e

    def test_instructions(self):
        e = self.check("while True:\n    pass", "instructions", limits=limits(max_instructions=10_000))
        self.assertGreaterEqual(e.stats.instructions, 10_000)
        self.assertIn("instruction limit exceeded", e.traceback)

    def test_memory(self):
        e = self.check("x = []\nwhile True:\n    x.append('a' * 1000)", "memory", limits=limits(max_memory=1 << 20))
        self.assertGreater(e.stats.memory_peak, 500_000)

    def test_time(self):
        self.check("while True:\n    pass", "time", limits=limits(timeout=0.05, max_instructions=None))

    def test_output(self):
        e = self.check("while True:\n    print('x' * 100)", "output", limits=limits(max_output=1000))
        self.assertTrue(e.output.startswith("x" * 100 + "\n"))
        self.assertLessEqual(len(e.output), 1000)

    def test_depth(self):
        # an uncaught RecursionError is the depth budget
        e = self.check("def f(n):\n    return f(n + 1)\nf(0)", "depth", limits=limits(max_depth=50))
        self.assertIn("maximum recursion depth exceeded", e.message)
        # caught, it is the script's business, as in CPython
        r = pysafe.run("def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError:\n    ok = 1\nok",
                       limits=limits(max_depth=50))
        self.assertEqual(r.value, 1)

    def test_tool_calls(self):
        e = self.check("for i in range(10):\n    f()", "tool_calls", tools={"f": lambda: None},
                       limits=limits(max_tool_calls=3))
        self.assertEqual(e.stats.tool_calls, 4)

    def test_cannot_be_caught(self):
        code = ("log = []\ntry:\n    while True:\n        pass\nexcept BaseException:\n    log.append(1)\n"
                "finally:\n    print('finally')")
        e = self.check(code, "instructions", limits=limits(max_instructions=1000))
        self.assertEqual(e.output, "")

    def test_pickles(self):
        with self.assertRaises(pysafe.LimitError) as cm:
            pysafe.run("while True: pass", limits=limits(max_instructions=1000))
        e = pickle.loads(pickle.dumps(cm.exception))
        self.assertEqual((e.limit, e.stats), (cm.exception.limit, cm.exception.stats))
        with self.assertRaises(pysafe.ScriptSyntaxError) as cm:
            pysafe.run("(")
        e = pickle.loads(pickle.dumps(cm.exception))
        self.assertEqual((type(e), e.line, e.column), (pysafe.ScriptSyntaxError, 1, cm.exception.column))

    def test_no_limit(self):
        r = pysafe.run("s = 0\nfor i in range(300000):\n    s += i\ns",
                       limits=limits(max_instructions=None, timeout=None))
        self.assertEqual(r.value, sum(range(300000)))


if __name__ == "__main__":
    unittest.main()
