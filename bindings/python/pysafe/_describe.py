"""Tools described for a model's prompt, and tools made from JSON Schema.

describe_tools(tools) turns the tools a host gives a sandbox into Python
stubs (signature, annotations, docstring) that a prompt can show the model;
tool_from_schema(...) wraps a tool whose parameters are a JSON Schema
object (MCP's inputSchema) as a Python callable with such a signature,
which checks the script's arguments before the host function runs.
"""
import functools
import inspect
import keyword
import operator
from typing import Any, Callable, Mapping, Optional

__all__ = ["describe_tools", "tool_from_schema"]


# ---- describe_tools ---------------------------------------------------------------

def _is_async(fn: Any) -> bool:
    return (inspect.iscoroutinefunction(fn)
            or inspect.iscoroutinefunction(getattr(fn, "__call__", None)))


def _signature_text(fn: Any) -> str:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return "(*args, **kwargs)"
    return str(sig).replace("typing.", "")


def _docstring(doc: Optional[str], indent: str) -> str:
    if not doc:
        return indent + "..."
    doc = doc.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    lines = doc.splitlines()
    if len(lines) == 1:
        return f'{indent}"""{lines[0]}"""'
    body = "\n".join((indent + line) if line.strip() else "" for line in lines)
    return f'{indent}"""{body[len(indent):]}\n{indent}"""'


def _stub(name: str, fn: Any) -> str:
    if fn is None:
        return f"def {name}(*args, **kwargs):\n    ..."
    prefix = "async def" if _is_async(fn) else "def"
    return f"{prefix} {name}{_signature_text(fn)}:\n{_docstring(inspect.getdoc(fn), '    ')}"


def describe_tools(tools: Mapping[str, Any]) -> str:
    """Python stubs of the tools, for a model's prompt.

    Each tool becomes `def name(params) -> ret:` with its annotations,
    defaults and docstring (`async def` for a coroutine function); a
    namespace ({"github": {"search_issues": f}}) is a block headed by a
    comment that says how the script reaches it.
    """
    if not isinstance(tools, Mapping):
        raise TypeError(f"tools must be a dict of name -> callable, not {type(tools).__name__}")
    plain = [(name, fn) for name, fn in tools.items() if not isinstance(fn, Mapping)]
    spaces = [(name, fns) for name, fns in tools.items() if isinstance(fns, Mapping)]
    parts = [_stub(name, fn) for name, fn in plain]
    for ns, fns in spaces:
        first = next(iter(fns), "NAME")
        head = (f"# namespace {ns}: call {ns}.{first}(...) and the others the same way; "
                f"`import {ns}` and `from {ns} import {first}` work too")
        parts.append(head + "\n" + "\n\n".join(_stub(name, fn) for name, fn in fns.items()))
    return "\n\n".join(parts) + "\n"


# ---- tool_from_schema ------------------------------------------------------------

_JSON_TYPES = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list, tuple),
    "object": (dict,),
    "null": (type(None),),
}
_ANNOTATIONS = {"string": str, "integer": int, "number": float, "boolean": bool,
                "array": list, "object": dict, "null": None}


def _types_of(spec: Mapping) -> list:
    t = spec.get("type")
    if t is None:
        return []
    return list(t) if isinstance(t, (list, tuple)) else [t]


def _annotation(spec: Mapping) -> Any:
    names = [n for n in _types_of(spec) if n in _ANNOTATIONS]
    if not names:
        return inspect.Parameter.empty
    anns = []
    for n in names:
        a = _ANNOTATIONS[n]
        if n == "array" and isinstance(spec.get("items"), Mapping):
            inner = _annotation(spec["items"])
            if inner is not inspect.Parameter.empty and inner is not None:
                a = list[inner]
        anns.append(type(None) if a is None else a)
    if len(anns) == 1:
        return None if anns[0] is type(None) else anns[0]
    return functools.reduce(operator.or_, anns)


def _type_ok(value: Any, names: list) -> bool:
    for n in names:
        types = _JSON_TYPES.get(n)
        if types is None:
            return True  # a type this check does not know: let it through
        if isinstance(value, bool) and n in ("integer", "number"):
            continue
        if isinstance(value, types):
            return True
    return False


def _py_name(name: str) -> str:
    """A JSON property name as a Python parameter name."""
    out = "".join(c if (c.isalnum() or c == "_") and c.isascii() else "_" for c in name)
    if not out or out[0].isdigit():
        out = "_" + out
    if keyword.iskeyword(out):
        out += "_"
    return out


def _and_list(names: list) -> str:
    q = [f"'{n}'" for n in names]
    if len(q) == 1:
        return q[0]
    if len(q) == 2:
        return f"{q[0]} and {q[1]}"
    return ", ".join(q[:-1]) + ", and " + q[-1]


class SchemaTool:
    """A tool made by tool_from_schema: callable like a Python function with
    the schema's parameters, checked before `fn` runs."""

    def __init__(self, name: str, schema: Mapping, description: str, fn: Callable):
        if not isinstance(name, str) or not name.isidentifier() or keyword.iskeyword(name):
            raise ValueError(f"tool_from_schema: {name!r} is not a name a script can use")
        if not callable(fn):
            raise TypeError(f"tool_from_schema: fn is not callable ({type(fn).__name__})")
        if schema is None:
            schema = {}
        if not isinstance(schema, Mapping):
            raise TypeError("tool_from_schema: json_schema must be a dict (a JSON Schema object)")
        if schema.get("type", "object") != "object":
            raise ValueError("tool_from_schema: json_schema must describe an object (\"type\": \"object\")")
        props = schema.get("properties") or {}
        if not isinstance(props, Mapping):
            raise TypeError("tool_from_schema: json_schema['properties'] must be a dict")
        required = list(schema.get("required") or [])
        for r in required:
            if r not in props:
                raise ValueError(f"tool_from_schema: required property {r!r} is not in properties")
        self.__name__ = self.__qualname__ = name
        self._fn = fn
        self._schema = schema
        self._extra = schema.get("additionalProperties", False) not in (False, None)
        # parameters: the required ones first, in the schema's order
        order = [p for p in props if p in required] + [p for p in props if p not in required]
        self._params = []  # (python name, json name, spec, required)
        seen = set()
        for p in order:
            py = _py_name(p)
            while py in seen:
                py += "_"
            seen.add(py)
            spec = props[p] if isinstance(props[p], Mapping) else {}
            self._params.append((py, p, spec, p in required))
        sig_params = []
        for py, _, spec, req in self._params:
            default = inspect.Parameter.empty if req else spec.get("default", None)
            sig_params.append(inspect.Parameter(py, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                                default=default, annotation=_annotation(spec)))
        self.__signature__ = inspect.Signature(sig_params)
        doc = (description or "").strip()
        args_doc = [f"    {py}: {spec['description']}" for py, _, spec, _ in self._params
                    if isinstance(spec.get("description"), str)]
        if args_doc:
            doc = (doc + "\n\n" if doc else "") + "Args:\n" + "\n".join(args_doc)
        self.__doc__ = doc or None

    def __repr__(self) -> str:
        return f"<pysafe tool {self.__name__}{self.__signature__}>"

    def _bind(self, args: tuple, kwargs: dict) -> tuple:
        """CPython's binding of a function's arguments, with its messages."""
        name = self.__name__
        names = [py for py, _, _, _ in self._params]
        given = {}
        extra = {}
        for k, v in kwargs.items():
            if k in names:
                if names.index(k) < len(args):
                    raise TypeError(f"{name}() got multiple values for argument '{k}'")
                given[k] = v
            elif self._extra:
                extra[k] = v
            else:
                raise TypeError(f"{name}() got an unexpected keyword argument '{k}'")
        if len(args) > len(names):
            nreq = sum(1 for p in self._params if p[3])
            n = len(names)
            if nreq == n:
                takes = f"{n} positional argument{'' if n == 1 else 's'}"
            else:
                takes = f"from {nreq} to {n} positional arguments"
            was = "was" if len(args) == 1 else "were"
            raise TypeError(f"{name}() takes {takes} but {len(args)} {was} given")
        for py, a in zip(names, args):
            given[py] = a
        missing = [py for py, _, _, req in self._params if req and py not in given]
        if missing:
            n = len(missing)
            raise TypeError(f"{name}() missing {n} required positional argument{'' if n == 1 else 's'}: "
                            f"{_and_list(missing)}")
        return given, extra

    def _check(self, given: dict) -> dict:
        """The arguments against the schema's types and enums; the JSON
        names and values to send."""
        out = {}
        for py, js, spec, req in self._params:
            if py not in given:
                continue
            v = given[py]
            types = _types_of(spec)
            if v is None and not req and "null" not in types:
                continue  # an optional argument given as None: left out
            if types and not _type_ok(v, types):
                want = " or ".join("None" if t == "null" else
                                   getattr(_ANNOTATIONS.get(t), "__name__", t) for t in types)
                raise TypeError(f"{self.__name__}() argument '{py}' must be {want}, not {type(v).__name__}")
            enum = spec.get("enum")
            if isinstance(enum, (list, tuple)) and v not in enum:
                choices = ", ".join(repr(e) for e in enum)
                raise ValueError(f"{self.__name__}() argument '{py}' must be one of {choices}, not {v!r}")
            out[js] = v
        return out

    def __call__(self, *args, **kwargs):
        given, extra = self._bind(args, kwargs)
        out = self._check(given)
        out.update(extra)
        return self._fn(**out)


class AsyncSchemaTool(SchemaTool):
    """A tool made by tool_from_schema from a coroutine function: an async
    tool (the script awaits it), checked the same way."""

    async def __call__(self, *args, **kwargs):
        given, extra = self._bind(args, kwargs)
        out = self._check(given)
        out.update(extra)
        return await self._fn(**out)


def tool_from_schema(name: str, json_schema: Mapping, description: str, fn: Callable) -> SchemaTool:
    """Wrap an MCP-style tool: its parameters are a JSON Schema object.

    The result is a callable with a Python signature made from the schema
    (required properties first, then the optional ones with their default or
    None), `description` (and the properties' descriptions) as its docstring,
    so describe_tools shows it like any function. Called by the script, it
    checks the arguments (missing, unexpected, wrong JSON type, not in an
    enum) and raises TypeError or ValueError with CPython's wording before
    `fn` runs; then it calls fn(**arguments) with the schema's property
    names. Optional arguments the script did not give (or gave as None) are
    left out. An `async def` fn makes an async tool (an AsyncSchemaTool,
    which the script awaits).
    """
    if _is_async(fn):
        return AsyncSchemaTool(name, json_schema, description, fn)
    return SchemaTool(name, json_schema, description, fn)
