"""Tools: calls with their arguments, results, exceptions crossing into the
script as the same type with the same args, the host's own failures,
namespaces, describe_tools and tool_from_schema (tests/python, suite
`python`)."""
import datetime
import unittest

import pysafe


def run(code, **tools):
    return pysafe.run(code, tools=tools).value


def f(a, b=2):
    return a + b


def caught(code, **tools):
    """Runs code in a try and gives (type name, args, str) of what it raised."""
    src = "try:\n" + "".join("    " + l + "\n" for l in code.splitlines()) + \
          "except BaseException as e:\n    out = (type(e).__name__, e.args, str(e), isinstance(e, Exception))\nout"
    return pysafe.run(src, tools=tools).value


class CallTest(unittest.TestCase):
    def test_args_and_kwargs(self):
        seen = []
        def f(*args, **kwargs):
            seen.append((args, kwargs))
            return len(seen)
        self.assertEqual(run("f(1, 'a', [2], k=None, **{'z': (1,)})", f=f), 1)
        self.assertEqual(seen, [((1, "a", [2]), {"k": None, "z": (1,)})])
        self.assertEqual(run("f(*range(3))", f=lambda *a: a), (0, 1, 2))
        self.assertEqual(run("f()", f=lambda: None), None)

    def test_many_arguments(self):
        self.assertEqual(run("f(*range(20), **{f'k{i}': i for i in range(20)})", f=lambda *a, **k: (len(a), len(k))),
                         (20, 20))

    def test_result_types(self):
        self.assertEqual(run("type(f()).__name__ + str(f())", f=lambda: (1, {2})), "tuple(1, {2})")

    def test_stats_count_calls(self):
        r = pysafe.run("for i in range(5):\n    f(i)", tools={"f": lambda i: i})
        self.assertEqual(r.stats.tool_calls, 5)

    def test_tool_from_a_builtin_callback(self):
        # a synchronous tool works everywhere, even as a sort key
        self.assertEqual(run("sorted([3, 1, 2], key=f)", f=lambda x: -x), [3, 2, 1])

    def test_methods_and_callable_objects(self):
        class Counter:
            def __init__(self):
                self.n = 0
            def bump(self, by=1):
                self.n += by
                return self.n
            def __call__(self):
                return "called"
        c = Counter()
        self.assertEqual(run("bump(); bump(by=5)", bump=c.bump), 6)
        self.assertEqual(run("c()", c=c), "called")

    def test_argument_that_cannot_leave(self):
        self.assertEqual(caught("f(len)", f=print),
                         ("TypeError", ("f() argument 1: <built-in function len> cannot leave the sandbox (only None, "
                                        "bool, int, float, str, bytes, and lists, tuples, dicts, sets and frozensets "
                                        "of them can)",),
                          "f() argument 1: <built-in function len> cannot leave the sandbox (only None, bool, int, "
                          "float, str, bytes, and lists, tuples, dicts, sets and frozensets of them can)", True))
        t, args, msg, _ = caught("class C: pass\nf(x=[C()])", f=print)
        self.assertEqual(t, "TypeError")
        self.assertTrue(msg.startswith("f() argument 'x'[0]: <__main__.C object at 0x"), msg)
        t, args, msg, _ = caught("l = []\nl.append(l)\nf(1, l)", f=print)
        self.assertEqual(t, "ValueError")
        self.assertTrue(msg.startswith("f() argument 2[0][0]"), msg)
        self.assertTrue(msg.endswith("nested deeper than 100 levels (or a cycle)"), msg)


class ExceptionTest(unittest.TestCase):
    def raiser(self, exc):
        def f():
            raise exc
        return f

    def test_builtin_types_with_args(self):
        cases = [
            (KeyError(5), ("KeyError", (5,), "5", True)),
            (KeyError("k"), ("KeyError", ("k",), "'k'", True)),
            (ValueError("bad", 3), ("ValueError", ("bad", 3), "('bad', 3)", True)),
            (ValueError(), ("ValueError", (), "", True)),
            (TypeError("wrong"), ("TypeError", ("wrong",), "wrong", True)),
            (IndexError("i", [1, {2}]), ("IndexError", ("i", [1, {2}]), "('i', [1, {2}])", True)),
            (OSError(2, "gone"), ("FileNotFoundError" if False else "OSError", (2, "gone"), "[Errno 2] gone", True)),
            (ZeroDivisionError("z"), ("ZeroDivisionError", ("z",), "z", True)),
            (RuntimeError("r"), ("RuntimeError", ("r",), "r", True)),
            (NotImplementedError("n"), ("NotImplementedError", ("n",), "n", True)),
            (StopIteration(7), ("StopIteration", (7,), "7", True)),
            (UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"),
             ("UnicodeDecodeError", ("utf-8", b"\xff", 0, 1, "bad"),
              "'utf-8' codec can't decode byte 0xff in position 0: bad", True)),
        ]
        for exc, want in cases:
            with self.subTest(exc=repr(exc)):
                got = caught("f()", f=self.raiser(exc))
                if isinstance(exc, OSError):
                    # OSError(2, ...) is FileNotFoundError in CPython; the sandbox keeps the class raised
                    want = (type(exc).__name__,) + want[1:]
                self.assertEqual(got, want)

    def test_caught_by_builtin_class(self):
        code = "try:\n    f()\nexcept LookupError as e:\n    r = repr(e)\nr"
        self.assertEqual(run(code, f=self.raiser(KeyError(5))), "KeyError(5)")

    def test_other_classes_arrive_by_name(self):
        class HTTPError(Exception):
            pass
        class NotFound(KeyError):
            pass
        self.assertEqual(caught("f()", f=self.raiser(HTTPError(404, "nope"))),
                         ("HTTPError", (404, "nope"), "(404, 'nope')", True))
        # a subclass of a built-in arrives as a class of its own name under Exception
        self.assertEqual(caught("f()", f=self.raiser(NotFound("k"))), ("NotFound", ("k",), "k", True))
        code = "try:\n    f()\nexcept KeyError:\n    r = 'KeyError'\nexcept Exception as e:\n    r = 'Exception'\nr"
        self.assertEqual(run(code, f=self.raiser(NotFound("k"))), "Exception")

    def test_args_that_cannot_enter(self):
        when = datetime.datetime(2024, 1, 2)
        self.assertEqual(caught("f()", f=self.raiser(ValueError(when))),
                         ("ValueError", ("2024-01-02 00:00:00",), "2024-01-02 00:00:00", True))

    def test_arguments_the_class_refuses(self):
        class Odd(Exception):
            def __str__(self):
                return "odd"
        self.assertEqual(caught("f()", f=self.raiser(Odd(1, 2))), ("Odd", (1, 2), "(1, 2)", True))

    def test_binding_errors_are_cpythons(self):
        self.assertEqual(caught("f()", f=f),
                         ("TypeError", ("f() missing 1 required positional argument: 'a'",),
                          "f() missing 1 required positional argument: 'a'", True))
        self.assertEqual(caught("f(1, c=3)", f=f)[0:1], ("TypeError",))

    def test_uncaught_tool_error(self):
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("x = 1\nf()", tools={"f": self.raiser(KeyError(5))})
        self.assertEqual((cm.exception.type, cm.exception.message, cm.exception.line), ("KeyError", "5", 2))


class HostFailureTest(unittest.TestCase):
    """What stops the run and is raised in the host, where the script
    cannot catch it."""

    CODE = ("log = []\ntry:\n    f()\nexcept BaseException:\n    log.append('except')\nfinally:\n"
            "    log.append('finally')\n")

    def host_error(self, f, exc_type):
        with pysafe.Sandbox(tools={"f": f}) as sb:
            with self.assertRaises(exc_type) as cm:
                sb.run(self.CODE)
            # the script ran no further code
            self.assertEqual(sb.run("log").value, [])
            # and the sandbox works on
            self.assertEqual(sb.run("1 + 1").value, 2)
        return cm.exception

    def test_keyboard_interrupt(self):
        def f():
            raise KeyboardInterrupt
        self.host_error(f, KeyboardInterrupt)

    def test_system_exit(self):
        def f():
            raise SystemExit(3)
        self.assertEqual(self.host_error(f, SystemExit).code, 3)

    def test_generator_exit(self):
        def f():
            raise GeneratorExit
        self.host_error(f, GeneratorExit)

    def test_unsupported_result(self):
        def f():
            return {"when": datetime.datetime(2024, 1, 1)}
        e = self.host_error(f, TypeError)
        self.assertEqual(str(e), "f()['when']: datetime is not supported")

    def test_cyclic_result(self):
        def f():
            l = []
            l.append(l)
            return l
        e = self.host_error(f, ValueError)
        self.assertEqual(str(e), "f()[0]: a cycle: the list contains itself")

    def test_misuse_inside_a_tool(self):
        sb = pysafe.Sandbox(tools={"f": lambda: sb.run("1")})
        with self.assertRaisesRegex(pysafe.Error, "Sandbox.run: the sandbox is running"):
            sb.run("f()")
        sb2 = pysafe.Sandbox(tools={"f": lambda: sb2.close()})
        with self.assertRaisesRegex(pysafe.Error, "Sandbox.close: the sandbox is running"):
            sb2.run("f()")
        self.assertFalse(sb2.closed)
        sb.close()
        sb2.close()

    def test_traceback_kept(self):
        def f():
            raise KeyboardInterrupt("deep")
        try:
            pysafe.run("f()", tools={"f": f})
        except KeyboardInterrupt as e:
            import traceback
            text = "".join(traceback.format_exception(e))
            self.assertIn('raise KeyboardInterrupt("deep")', text)

    def test_nested_run_in_a_tool(self):
        # another sandbox inside a tool is fine; its ScriptError reaches the outer script
        def inner(code):
            return pysafe.run(code).value
        self.assertEqual(run("inner('2 * 21')", inner=inner), 42)
        self.assertEqual(caught("inner('1/0')", inner=inner)[0], "ScriptError")


class NamespaceTest(unittest.TestCase):
    TOOLS = {"github": {"search_issues": lambda q, state="open": [q, state], "get_issue": lambda n: {"n": n}},
             "slack": {"post": lambda text: len(text)}, "plain": lambda: "p"}

    def test_calls(self):
        code = "[github.search_issues('bug'), github.get_issue(3), slack.post('hi'), plain()]"
        self.assertEqual(pysafe.run(code, tools=self.TOOLS).value, [["bug", "open"], {"n": 3}, 2, "p"])

    def test_import(self):
        code = "import github\nfrom slack import post\nfrom github import get_issue as gi\n[github.search_issues('x', state='closed'), post('abc'), gi(1)]"
        self.assertEqual(pysafe.run(code, tools=self.TOOLS).value, [["x", "closed"], 3, {"n": 1}])

    def test_read_only(self):
        code = "try:\n    github.get_issue = len\nexcept AttributeError as e:\n    r = str(e)\nr"
        self.assertEqual(pysafe.run(code, tools=self.TOOLS).value,
                         "'module' object attribute 'get_issue' is read-only")

    def test_names_in_errors(self):
        def fail(n):
            raise LookupError(n)
        with self.assertRaises(pysafe.ScriptError) as cm:
            pysafe.run("github.get_issue(1, 2)", tools=self.TOOLS)
        self.assertIn("<lambda>() takes 1 positional argument but 2 were given", cm.exception.message)
        self.assertEqual(caught("gh.f(len)", gh={"f": fail})[2][:34], "gh.f() argument 1: <built-in funct")

    def test_bad_names(self):
        with self.assertRaisesRegex(ValueError, "'a-b' is not a name a script can use"):
            pysafe.run("1", tools={"ns": {"a-b": len}})
        with self.assertRaisesRegex(ValueError, "'for' is not a name a script can use"):
            pysafe.run("1", tools={"for": {"x": len}})
        with self.assertRaisesRegex(TypeError, "namespaces are one level deep"):
            pysafe.run("1", tools={"a": {"b": {"c": len}}})
        with self.assertRaisesRegex(TypeError, r"tools\['a'\]\['b'\] is not callable \(int\)"):
            pysafe.run("1", tools={"a": {"b": 1}})
        with self.assertRaisesRegex(ValueError, "'json' is a module of the sandbox"):
            pysafe.run("1", tools={"json": {"loads": len}})


class ToolArgumentsTest(unittest.TestCase):
    def test_bad_tools(self):
        with self.assertRaisesRegex(TypeError, "tools must be a dict"):
            pysafe.run("1", tools=[len])
        with self.assertRaisesRegex(TypeError, r"tools\['f'\] is not callable \(int\)"):
            pysafe.run("1", tools={"f": 1})
        with self.assertRaisesRegex(TypeError, r"tools\['f'\] is not callable \(NoneType\)"):
            pysafe.run("1", tools={"f": None})   # declared-only tools are for Sandbox
        with self.assertRaisesRegex(TypeError, "tools: names must be str"):
            pysafe.run("1", tools={1: len})
        for bad in ["", "1x", "a b", "lambda", "é"]:
            with self.assertRaisesRegex(ValueError, "is not a name a script can use"):
                pysafe.run("1", tools={bad: len})

    def test_names_must_be_exactly_str(self):
        class Name(str):
            pass
        with self.assertRaisesRegex(TypeError, "tools: names must be str, not Name"):
            pysafe.run("1", tools={Name("f"): len})
        with self.assertRaisesRegex(TypeError, "inputs: names must be str, not Name"):
            pysafe.run("1", inputs={Name("x"): 1})

    def test_tool_replaces_builtin_name(self):
        self.assertEqual(pysafe.run("len('abc')", tools={"len": lambda s: 99}).value, 99)


class DescribeTest(unittest.TestCase):
    def test_stubs(self):
        def get_weather(city: str, day: str = "today") -> dict:
            """The weather of a city.

            day: "today" or "tomorrow".
            """
        async def fetch(url: str, *, timeout: float = 10.0) -> bytes:
            """Fetch a URL."""
        def untyped(a, b=None, *rest, **opts):
            pass
        class Box:
            def get(self, key: "str | None" = None) -> list[int]:
                """Get."""
        text = pysafe.describe_tools({"get_weather": get_weather, "fetch": fetch, "untyped": untyped,
                                      "get": Box().get, "length": len, "later": None,
                                      "github": {"search_issues": get_weather}})
        self.assertEqual(text, '''def get_weather(city: str, day: str = 'today') -> dict:
    """The weather of a city.

    day: "today" or "tomorrow".
    """

async def fetch(url: str, *, timeout: float = 10.0) -> bytes:
    """Fetch a URL."""

def untyped(a, b=None, *rest, **opts):
    ...

def get(key: 'str | None' = None) -> list[int]:
    """Get."""

def length(obj, /):
    """Return the number of items in a container."""

def later(*args, **kwargs):
    ...

# namespace github: call github.search_issues(...) and the others the same way; `import github` and `from github import search_issues` work too
def search_issues(city: str, day: str = 'today') -> dict:
    """The weather of a city.

    day: "today" or "tomorrow".
    """
''')

    def test_bad(self):
        with self.assertRaises(TypeError):
            pysafe.describe_tools([len])


class SchemaTest(unittest.TestCase):
    SCHEMA = {
        "type": "object",
        "properties": {
            "repo": {"type": "string", "description": "owner/name"},
            "state": {"type": "string", "enum": ["open", "closed"], "default": "open"},
            "limit": {"type": "integer", "description": "at most this many"},
            "labels": {"type": "array", "items": {"type": "string"}},
            "query": {"type": ["string", "null"]},
            "class": {"type": "boolean"},
        },
        "required": ["query", "repo"],
    }

    def make(self):
        self.calls = []
        def fn(**kw):
            self.calls.append(kw)
            return sorted(kw)
        return pysafe.tool_from_schema("search_issues", self.SCHEMA, "Search the issues of a repository.", fn)

    def test_stub(self):
        t = self.make()
        self.assertEqual(pysafe.describe_tools({"search_issues": t}), '''def search_issues(repo: str, query: str | None, state: str = 'open', limit: int = None, labels: list[str] = None, class_: bool = None):
    """Search the issues of a repository.

    Args:
        repo: owner/name
        limit: at most this many
    """
''')

    def test_calls(self):
        t = self.make()
        r = pysafe.run("search_issues('a/b', None, limit=3, class_=True)", tools={"search_issues": t}).value
        self.assertEqual(r, ["class", "limit", "query", "repo"])
        self.assertEqual(self.calls[-1], {"repo": "a/b", "query": None, "limit": 3, "class": True})
        # optional arguments given as None are left out
        pysafe.run("search_issues(repo='a/b', query='q', state=None)", tools={"search_issues": t})
        self.assertEqual(self.calls[-1], {"repo": "a/b", "query": "q"})

    def test_checked_before_the_function(self):
        t = self.make()
        cases = {
            "search_issues()": ("TypeError", "search_issues() missing 2 required positional arguments: 'repo' and 'query'"),
            "search_issues('a')": ("TypeError", "search_issues() missing 1 required positional argument: 'query'"),
            "search_issues('a', 'q', 'open', 1, [], True, 7)":
                ("TypeError", "search_issues() takes from 2 to 6 positional arguments but 7 were given"),
            "search_issues('a', 'q', nope=1)": ("TypeError", "search_issues() got an unexpected keyword argument 'nope'"),
            "search_issues('a', 'q', repo='b')": ("TypeError", "search_issues() got multiple values for argument 'repo'"),
            "search_issues(1, 'q')": ("TypeError", "search_issues() argument 'repo' must be str, not int"),
            "search_issues('a', 5)": ("TypeError", "search_issues() argument 'query' must be str or None, not int"),
            "search_issues('a', 'q', limit=True)": ("TypeError", "search_issues() argument 'limit' must be int, not bool"),
            "search_issues('a', 'q', limit=1.5)": ("TypeError", "search_issues() argument 'limit' must be int, not float"),
            "search_issues('a', 'q', labels='x')": ("TypeError", "search_issues() argument 'labels' must be list, not str"),
            "search_issues('a', 'q', state='new')":
                ("ValueError", "search_issues() argument 'state' must be one of 'open', 'closed', not 'new'"),
        }
        for code, (t_name, msg) in cases.items():
            with self.subTest(code=code):
                self.assertEqual(caught(code, search_issues=t)[0::2], (t_name, msg))
        self.assertEqual(self.calls, [])

    def test_bad_schemas(self):
        with self.assertRaisesRegex(ValueError, "not a name a script can use"):
            pysafe.tool_from_schema("a-b", {}, "", print)
        with self.assertRaisesRegex(TypeError, "fn is not callable"):
            pysafe.tool_from_schema("a", {}, "", 1)
        with self.assertRaisesRegex(ValueError, "must describe an object"):
            pysafe.tool_from_schema("a", {"type": "array"}, "", print)
        with self.assertRaisesRegex(ValueError, "required property 'x' is not in properties"):
            pysafe.tool_from_schema("a", {"type": "object", "properties": {}, "required": ["x"]}, "", print)
        t = pysafe.tool_from_schema("a", None, "", lambda: 1)
        self.assertEqual(pysafe.run("a()", tools={"a": t}).value, 1)

    def test_additional_properties(self):
        t = pysafe.tool_from_schema("a", {"type": "object", "properties": {}, "additionalProperties": True},
                                    "", lambda **k: k)
        self.assertEqual(pysafe.run("a(x=1)", tools={"a": t}).value, {"x": 1})


if __name__ == "__main__":
    unittest.main()
