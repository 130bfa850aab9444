"""Values across the boundary, both ways: types and values kept exactly,
what is converted and what is refused, with the path of the bad value;
cycles and depth (tests/python, suite `python`)."""
import collections
import dataclasses
import datetime
import enum
import math
import unittest

import pysafe


def roundtrip(v):
    """v into the sandbox as an input and back out as the result."""
    return pysafe.run("v", inputs={"v": v}).value


def typed(v):
    """A structure's types and values, so -0.0 != 0.0 and 1 != True."""
    if isinstance(v, float):
        return ("float", math.copysign(1, v), repr(v))
    if isinstance(v, (list, tuple)):
        return (type(v).__name__, [typed(x) for x in v])
    if isinstance(v, dict):
        return ("dict", [(typed(k), typed(x)) for k, x in v.items()])
    if isinstance(v, (set, frozenset)):
        return (type(v).__name__, sorted(repr(typed(x)) for x in v))
    return (type(v).__name__, v)


VALUES = [
    None, True, False, 0, 1, -1, 2**31, 2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64, 10**40, -(10**40),
    0.0, -0.0, 0.1, -2.5, 1e300, 5e-324, float("inf"), float("-inf"),
    "", "a", "é€\U0001f600", "\x00\n\"\\", "x" * 10000,
    b"", b"\x00\xff" * 10, [], [1, [2, [3]]], (), (1,), (1, (2, "x")), set(), {1, 2, 3},
    frozenset(), frozenset({"a", (1, 2)}), {}, {"a": 1, "b": [1, {"c": None}]},
    {1: "one", (2, 3): [4], None: 1, True: 2, 1.5: 3, b"k": 4, frozenset({1}): 5},
    {"nested": {(1,): frozenset([frozenset([1])])}}, [[[[[[[[[[1]]]]]]]]]],
    {"$tuple": [1]},
]


class RoundTripTest(unittest.TestCase):
    def test_values(self):
        for v in VALUES:
            with self.subTest(v=repr(v)[:60]):
                self.assertEqual(typed(roundtrip(v)), typed(v))

    def test_nan(self):
        r = roundtrip(float("nan"))
        self.assertIsInstance(r, float)
        self.assertTrue(math.isnan(r))
        self.assertTrue(pysafe.run("v != v", inputs={"v": float("nan")}).value)

    def test_big_ints_past_the_digit_limit(self):
        for v in [7 ** 20000, -(7 ** 20000), 2 ** 100000 - 1]:
            self.assertEqual(roundtrip(v), v)
        self.assertEqual(pysafe.run("(v + 1) % 1000", inputs={"v": 10**5000}).value, 1)
        self.assertEqual(pysafe.run("3 ** 30000").value, 3 ** 30000)

    def test_types_seen_by_the_script(self):
        code = "[type(x).__name__ for x in v]"
        v = [None, True, 1, 2**70, 1.0, "s", b"b", [], (), {}, set(), frozenset()]
        self.assertEqual(pysafe.run(code, inputs={"v": v}).value,
                         ["NoneType", "bool", "int", "int", "float", "str", "bytes", "list", "tuple", "dict", "set",
                          "frozenset"])
        self.assertEqual(pysafe.run("str(-0.0 if v else 1)", inputs={"v": True}).value, "-0.0")
        self.assertEqual(pysafe.run("math.copysign(1, v)", inputs={"v": -0.0}).value if False else
                         pysafe.run("import math\nmath.copysign(1, v)", inputs={"v": -0.0}).value, -1.0)

    def test_dict_order_kept(self):
        d = {"z": 1, "a": 2, 3: 3, "m": 4}
        self.assertEqual(list(roundtrip(d)), ["z", "a", 3, "m"])

    def test_values_made_by_the_script(self):
        r = pysafe.run("{'t': (1, 2.5), 's': {1, 2}, 'fs': frozenset('ab'), 'b': bytes(3), 'big': 2**100, "
                       "'neg0': -0.0, 'sur': '\\ud800'}").value
        self.assertEqual(r["t"], (1, 2.5))
        self.assertEqual(r["s"], {1, 2})
        self.assertEqual(r["fs"], frozenset("ab"))
        self.assertEqual(r["b"], b"\0\0\0")
        self.assertEqual(r["big"], 2**100)
        self.assertEqual(math.copysign(1, r["neg0"]), -1)
        self.assertEqual(r["sur"], "\ud800")  # a lone surrogate comes out as one


class InTest(unittest.TestCase):
    def test_subclasses_travel_as_the_base(self):
        Point = collections.namedtuple("Point", "x y")
        od = collections.OrderedDict([("b", 1), ("a", 2)])
        dd = collections.defaultdict(list, {"k": [1]})
        class MyStr(str):
            pass
        class MyInt(int):
            pass
        v = [Point(1, 2), od, dd, MyStr("s"), MyInt(5), collections.Counter("aab")]
        code = "[(type(x).__name__, x) for x in v]"
        self.assertEqual(pysafe.run(code, inputs={"v": v}).value,
                         [("tuple", (1, 2)), ("dict", {"b": 1, "a": 2}), ("dict", {"k": [1]}), ("str", "s"),
                          ("int", 5), ("dict", {"a": 2, "b": 1})])

    def test_enums_travel_as_their_values(self):
        class Color(enum.Enum):
            RED = "red"
            BLUE = (0, 0, 255)
        class Level(enum.IntEnum):
            HIGH = 3
        self.assertEqual(roundtrip([Color.RED, Color.BLUE, Level.HIGH]), ["red", (0, 0, 255), 3])
        self.assertIs(type(roundtrip(Level.HIGH)), int)

    def test_dataclasses_travel_as_dicts(self):
        @dataclasses.dataclass
        class Row:
            name: str
            tags: list
            when: int = 0
        self.assertEqual(roundtrip(Row("a", ["x"])), {"name": "a", "tags": ["x"], "when": 0})
        self.assertEqual(roundtrip([Row("b", [])]), [{"name": "b", "tags": [], "when": 0}])

    def test_unsupported_with_path(self):
        when = datetime.datetime(2024, 1, 1)
        cases = [
            ({"rows": [{}, {}, {}, {"when": when}]}, "inputs['rows']['rows'][3]['when']: datetime is not supported"),
            ({"rows": object()}, "inputs['rows']['rows']: object is not supported"),
            ({"rows": [1, 2, bytearray(b"x")]}, "inputs['rows']['rows'][2]: bytearray is not supported"),
            ({"rows": {when: 1}}, "inputs['rows']['rows'] (a key): datetime is not supported"),
            ({"rows": {1, when}}, "inputs['rows']['rows'] (an item): datetime is not supported"),
            ({"rows": frozenset({when})}, "inputs['rows']['rows'] (an item): datetime is not supported"),
            ({"rows": (1, (2, len))}, "inputs['rows']['rows'][1][1]: builtin_function_or_method is not supported"),
            ({"rows": 1j}, "inputs['rows']['rows']: complex is not supported"),
        ]
        for v, msg in cases:
            with self.subTest(msg=msg):
                with self.assertRaises(TypeError) as cm:
                    pysafe.run("1", inputs={"rows": v})
                self.assertEqual(str(cm.exception), msg)

    def test_surrogates_refused(self):
        with self.assertRaisesRegex(ValueError, r"inputs\['s'\]\[0\]: a str with a lone surrogate is not supported"):
            pysafe.run("1", inputs={"s": ["\udc80"]})

    def test_opaque_refused(self):
        o = pysafe.run("def f(): pass\nf").value
        with self.assertRaisesRegex(TypeError, r"inputs\['o'\]: an Opaque value cannot go back"):
            pysafe.run("1", inputs={"o": o})

    def test_cycles(self):
        l = [1]
        l.append(l)
        with self.assertRaisesRegex(ValueError, r"^inputs\['l'\]\[1\]: a cycle: the list contains itself$"):
            pysafe.run("1", inputs={"l": l})
        d = {}
        d["me"] = [d]
        with self.assertRaisesRegex(ValueError, r"^inputs\['d'\]\['me'\]\[0\]: a cycle: the dict contains itself$"):
            pysafe.run("1", inputs={"d": d})
        @dataclasses.dataclass
        class Node:
            next: object = None
        n = Node()
        n.next = n
        with self.assertRaisesRegex(ValueError, "a cycle: the Node contains itself"):
            pysafe.run("1", inputs={"n": n})
        # the same object twice is not a cycle
        shared = [1]
        self.assertEqual(roundtrip([shared, shared, {"a": shared}]), [[1], [1], {"a": [1]}])

    def test_depth(self):
        v = 1
        for _ in range(99):
            v = [v]
        self.assertEqual(roundtrip(v), v)
        with self.assertRaisesRegex(ValueError, r"inputs\['v'\]\[0\]\[0\]\[0\]\[0\]\[0\]\[0\]\[\.\.\.\]\[0\]\[0\]"
                                                r"\[0\]\[0\]\[0\]: nested deeper than 100 levels"):
            pysafe.run("1", inputs={"v": [v, 2] and [[v]]})

    def test_depth_out(self):
        r = pysafe.run("v = 1\nfor i in range(100):\n    v = [v]\nv").value
        depth = 0
        while isinstance(r, list):
            r = r[0]
            depth += 1
        self.assertEqual(depth, 100)
        with self.assertRaisesRegex(ValueError, r"^result\[0\].*: nested deeper than 100 levels \(or a cycle\)$"):
            pysafe.run("v = 1\nfor i in range(101):\n    v = [v]\nv")
        with self.assertRaisesRegex(ValueError, r"nested deeper than 100 levels \(or a cycle\)"):
            pysafe.run("l = [1]\nl.append(l)\nl")
        with self.assertRaisesRegex(ValueError, r"nested deeper than 100 levels \(or a cycle\)"):
            pysafe.run("d = {}\nd['d'] = d\nd")

    def test_memory_limit_while_converting(self):
        with self.assertRaises(MemoryError):
            pysafe.run("1", inputs={"v": ["x" * 1000] * 2000}, limits=pysafe.Limits(max_memory=1 << 20))


class OutTest(unittest.TestCase):
    def test_opaque(self):
        r = pysafe.run("class C:\n    def __repr__(self):\n        return 'C!'\n[C(), range(3), len]").value
        self.assertEqual([type(x) for x in r], [pysafe.Opaque] * 3)
        self.assertEqual([x.repr for x in r], ["C!", "range(0, 3)", "<built-in function len>"])
        self.assertEqual(repr(r[0]), "pysafe.Opaque('C!')")
        self.assertEqual(r[0], pysafe.Opaque("C!"))
        self.assertEqual(len({r[0], pysafe.Opaque("C!")}), 1)

    def test_opaque_long_repr_is_cut(self):
        r = pysafe.run("class C:\n    def __repr__(self):\n        return 'x' * 1000\nC()").value
        self.assertEqual(r.repr, "x" * 197 + "...")

    def test_opaque_keys(self):
        r = pysafe.run("class K:\n    def __repr__(self):\n        return 'K'\n{K(): 1}").value
        self.assertEqual(list(r.values()), [1])
        self.assertEqual(list(r)[0].repr, "K")

    def test_dataclass_from_the_script_is_opaque(self):
        code = ("from dataclasses import dataclass\n@dataclass\nclass P:\n    x: int\nP(1)")
        self.assertEqual(pysafe.run(code).value, pysafe.Opaque("P(x=1)"))


if __name__ == "__main__":
    unittest.main()
