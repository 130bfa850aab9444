"""A small python3 client for `pysafe serve` (docs/protocol.md).

    from client import Worker
    with Worker(["build/cli/pysafe", "serve"]) as w:
        r = w.run("total = sum(prices)\\ntotal * 2", inputs={"prices": [1, 2]})
        print(r.result, r.output)

Tools are plain Python callables; the worker pauses the script at each call
and this client answers it. An exception a tool raises goes back to the
script as that exception type (by name). Values cross with the protocol's
mapping: encode() and decode() below, which round-trip exactly.
"""
import base64
import itertools
import json
import math
import subprocess


class ScriptError(Exception):
    """The script ended with an exception or a limit (event "error")."""

    def __init__(self, event):
        super().__init__(f"{event.get('type')}: {event.get('message')}")
        self.event = event
        self.type = event.get("type")
        self.message = event.get("message")
        self.traceback = event.get("traceback", "")
        self.limit = event.get("limit")
        self.output = event.get("output", "")


class Result:
    def __init__(self, event, output):
        self.result = decode(event["result"])
        self.stats = event.get("stats")
        self.output = output


def encode(v):
    """A Python value as the protocol's JSON value."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):
        return v if -2**53 <= v <= 2**53 else {"$int": str(v)}
    if isinstance(v, float):
        if math.isnan(v):
            return {"$float": "nan"}
        if math.isinf(v):
            return {"$float": "inf" if v > 0 else "-inf"}
        return v
    if isinstance(v, bytes):
        return {"$bytes": base64.b64encode(v).decode("ascii")}
    if isinstance(v, list):
        return [encode(x) for x in v]
    if isinstance(v, tuple):
        return {"$tuple": [encode(x) for x in v]}
    if isinstance(v, frozenset):
        return {"$frozenset": [encode(x) for x in v]}
    if isinstance(v, set):
        return {"$set": [encode(x) for x in v]}
    if isinstance(v, dict):
        plain = all(isinstance(k, str) for k in v) and not (
            len(v) == 1 and next(iter(v)).startswith("$"))
        if plain:
            return {k: encode(x) for k, x in v.items()}
        return {"$dict": [[encode(k), encode(x)] for k, x in v.items()]}
    raise TypeError(f"cannot send a {type(v).__name__} to the sandbox")


class Repr(str):
    """A value that has no JSON form ({"$repr": ...}): its repr text."""


def decode(j):
    """The protocol's JSON value as a Python value."""
    if isinstance(j, list):
        return [decode(x) for x in j]
    if isinstance(j, dict):
        if len(j) == 1:
            (k, x), = j.items()
            if k.startswith("$"):
                if k == "$tuple":
                    return tuple(decode(i) for i in x)
                if k == "$set":
                    return {decode(i) for i in x}
                if k == "$frozenset":
                    return frozenset(decode(i) for i in x)
                if k == "$bytes":
                    return base64.b64decode(x, validate=True)
                if k == "$int":
                    return int(x)
                if k == "$float":
                    return float(x)
                if k == "$dict":
                    return {decode(a): decode(b) for a, b in x}
                if k == "$repr":
                    return Repr(x)
                raise ValueError(f"unknown tag {k}")
        return {k: decode(x) for k, x in j.items()}
    return j


class Worker:
    """One `pysafe serve` process."""

    def __init__(self, argv, stderr=None):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=stderr, bufsize=0)
        self.ids = itertools.count(1)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=30)
        self.proc.stdout.close()

    def send(self, obj):
        self.send_raw(json.dumps(obj).encode() + b"\n")

    def send_raw(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def event(self):
        line = self.proc.stdout.readline()
        if not line:
            raise EOFError("the worker closed its output")
        return json.loads(line)

    def start(self, code, name=None, inputs=None, tools=(), limits=None, run_id=None):
        """Send a run request; returns its id (events follow)."""
        run_id = next(self.ids) if run_id is None else run_id
        req = {"op": "run", "id": run_id, "code": code, "tools": list(tools)}
        if name is not None:
            req["name"] = name
        if inputs:
            req["inputs"] = {k: encode(v) for k, v in inputs.items()}
        if limits:
            req["limits"] = limits
        self.send(req)
        return run_id

    def answer(self, ev, tools):
        """Answer a tool_call event by calling tools[name]."""
        reply = {"op": "tool_result", "id": ev["id"], "call": ev["call"]}
        try:
            args = [decode(a) for a in ev["args"]]
            kwargs = {k: decode(v) for k, v in ev["kwargs"].items()}
            reply["value"] = encode(tools[ev["name"]](*args, **kwargs))
        except Exception as e:
            msg = str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)
            reply["error"] = {"type": type(e).__name__, "message": msg}
        self.send(reply)

    def run(self, code, name=None, inputs=None, tools=None, limits=None):
        """Run a script to its end; returns a Result or raises ScriptError."""
        tools = tools or {}
        run_id = self.start(code, name, inputs, tools, limits)
        out = []
        while True:
            ev = self.event()
            if ev.get("id") != run_id:
                raise RuntimeError(f"unexpected event {ev}")
            kind = ev["event"]
            if kind == "print":
                out.append(ev["text"])
            elif kind == "tool_call":
                self.answer(ev, tools)
            elif kind == "done":
                return Result(ev, "".join(out))
            elif kind == "error":
                ev["output"] = "".join(out)
                raise ScriptError(ev)
