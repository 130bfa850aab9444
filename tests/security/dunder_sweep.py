#!/usr/bin/env python3
"""Try every double-underscore name CPython has on every built-in type.

    dunder_sweep.py PYSAFE

The name list is generated now, from this machine's python3: dir() of each
built-in type, of a sample value of it, of `type` and of `object`. For each
(sample, name) pysafe runs `getattr(sample, name)`, `getattr(type(sample),
name)` and the str.format field `{0.NAME}`, all in one script, and prints
which ones were reachable. Only the allowlist of DESIGN.md "The language"
may be:
  __class__ (everything), the special methods in SPECIAL below
  (everything that has the operation), __name__/__qualname__ (functions, built-in
  functions, types), __name__ of modules, __doc__ and __module__ (always
  '__main__') of functions, __cause__/__context__/
  __suppress_context__ (exceptions); __traceback__ of exceptions is
  reachable but always None; __origin__/__args__/__parameters__ of type
  hints (list[int], int | None).
Anything else reachable is a failure, as is a crash or a missing line.
"""
import re
import subprocess
import sys

ALLOW_ALL = {"__class__"}
# The special methods of the types, as methods of the object or the type
# (objects/descr.c): each runs the object's own slot (len, ==, +, repr ...)
# and returns what the operator would; none reaches a frame, a code object,
# a global or a type's internals.
SPECIAL = {
    "__init__", "__new__", "__repr__", "__str__", "__hash__", "__format__", "__setattr__",
    "__delattr__", "__init_subclass__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
    "__len__", "__getitem__", "__setitem__", "__delitem__", "__contains__", "__iter__", "__next__",
    "__bool__", "__call__",
    # copy's protocol (re's Pattern and Match return themselves: copy.copy
    # and deepcopy reach only the object they were given)
    "__copy__", "__deepcopy__",
} | {"__" + p + n + "__" for n in ("add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow",
                                 "lshift", "rshift", "or", "xor", "and") for p in ("", "r")}
ALLOW_ALL |= SPECIAL
ALLOW = {
    "function": {"__name__", "__qualname__", "__doc__", "__module__"},  # __module__: always '__main__'
    "module": {"__name__"},
    "builtin_function_or_method": {"__name__", "__qualname__"},
    "type": {"__name__", "__qualname__", "__module__"},  # __module__: a str, 'builtins' or the module's name
    "exception": {"__cause__", "__context__", "__suppress_context__", "__traceback__"},
    # type hints (objects/genericalias.c): their members, which are types the
    # script named; an alias forwards other names to its origin type
    "typehint": {"__origin__", "__args__", "__parameters__", "__name__", "__qualname__", "__module__"},
}

# pysafe expression -> the CPython value whose names are swept, and which
# allowlist row applies to the value itself
SAMPLES = [
    ("0", 0, None), ("10**30", 10**30, None), ("1.5", 1.5, None), ("True", True, None),
    ("None", None, None), ("'s'", "s", None), ("b'b'", b"b", None), ("bytearray(b'b')", bytearray(b"b"), None),
    ("iter(bytearray(b'b'))", iter(bytearray(b"b")), None), ("[1]", [1], None),
    ("(1,)", (1,), None), ("{1: 2}", {1: 2}, None), ("{1}", {1}, None),
    ("frozenset({1})", frozenset({1}), None), ("range(3)", range(3), None),
    ("slice(1, 2)", slice(1, 2), None), ("iter([1])", iter([1]), None),
    ("{1: 2}.keys()", {1: 2}.keys(), None), ("{1: 2}.items()", {1: 2}.items(), None),
    ("zip([1])", zip([1]), None), ("map(abs, [1])", map(abs, [1]), None),
    ("enumerate([1])", enumerate([1]), None), ("reversed([1])", reversed([1]), None),
    ("f", lambda: 0, "function"), ("(lambda: 0)", lambda: 0, "function"),
    ("len", len, "builtin_function_or_method"), ("[].append", [].append, "builtin_function_or_method"),
    ("ValueError('x')", ValueError("x"), "exception"), ("KeyError(1)", KeyError(1), "exception"),
    ("StopIteration(1)", StopIteration(1), "exception"),
    ("int", int, "type"), ("str", str, "type"), ("type", type, "type"), ("ValueError", ValueError, "type"),
    ("math", None, "module"),
    ("re.compile('(a)')", re.compile("(a)"), None), ("re.match('(a)', 'a')", re.match("(a)", "a"), None),
    ("re.finditer('a', 'a')", re.finditer("a", "a"), None), ("re.search", re.search, "function"),
    ("re.error('x')", re.error("x"), "exception"), ("re.Pattern", re.Pattern, "type"),
    ("list[int]", list[int], "typehint"), ("(int | None)", int | None, "typehint"),
]


def names_of(value):
    import math
    v = math if value is None else value
    out = set(n for n in dir(v) if n.startswith("__") and n.endswith("__"))
    out |= set(n for n in dir(type(v)) if n.startswith("__") and n.endswith("__"))
    out |= set(n for n in dir(type) + dir(object) if n.startswith("__"))
    # names that dir() hides but the published escapes use
    out |= {"__globals__", "__code__", "__closure__", "__builtins__", "__subclasses__", "__bases__",
            "__base__", "__mro__", "__dict__", "__self__", "__func__", "__traceback__", "__loader__",
            "__spec__", "__file__", "__module__", "__defaults__", "__kwdefaults__", "__wrapped__",
            "__getattribute__", "__reduce__", "__reduce_ex__", "__init_subclass__", "__weakref__"}
    return sorted(out)


def main():
    pysafe = sys.argv[1]
    lines = ["import math", "import re", "def f():", "    'doc'", "    return 0", "R = []",
             "def probe(label, o, name):",
             "    try:",
             "        getattr(o, name)",
             "        R.append(label + ' ' + name + ' getattr')",
             "    except AttributeError:",
             "        pass",
             "    try:",
             "        ('{0.' + name + '}').format(o)",
             "        R.append(label + ' ' + name + ' format')",
             "    except AttributeError:",
             "        pass",
             "    except (ValueError, TypeError, KeyError, IndexError):",
             "        R.append(label + ' ' + name + ' format-other')",
             ]
    allowed = set()
    total = 0
    for expr, value, row in SAMPLES:
        ns = names_of(value)
        lines.append("for n in %r:" % ns)
        lines.append("    probe(%r, %s, n)" % (expr, expr))
        lines.append("    probe(%r, type(%s), n)" % ('type(%s)' % expr, expr))
        total += 2 * len(ns)
        for n in ns:
            for how in ("getattr", "format"):
                if n in ALLOW_ALL or (row and n in ALLOW[row]):
                    allowed.add("%s %s %s" % (expr, n, how))
                if n in ALLOW_ALL or n in ALLOW["type"]:
                    allowed.add("type(%s) %s %s" % (expr, n, how))
    lines.append("print('\\n'.join(R))")
    lines.append("print('done', len(R))")
    src = "\n".join(lines) + "\n"
    p = subprocess.run([pysafe, "-c", src], capture_output=True, text=True, timeout=240)
    if p.returncode != 0 or "done" not in p.stdout:
        print("pysafe failed (status %d):\n%s" % (p.returncode, p.stderr[-3000:]))
        return 1
    reached = set(l for l in p.stdout.split("\n") if l and not l.startswith("done"))
    bad = sorted(r for r in reached if r not in allowed and not r.endswith("format-other"))
    odd = sorted(r for r in reached if r.endswith("format-other"))
    print("%d (value, name) probes over %d samples, each by getattr and by a format field;"
          " %d reachable, all on the allowlist" % (total, len(SAMPLES), len(reached) - len(bad)))
    if odd:
        print("format fields that raised something other than AttributeError:\n  " + "\n  ".join(odd[:40]))
    if bad:
        print("FAIL: reachable but not on the allowlist:\n  " + "\n  ".join(bad))
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
