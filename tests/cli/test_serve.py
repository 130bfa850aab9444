"""`pysafe serve` through examples/client.py: many scripts through one
worker, tools, the value mapping, malformed and truncated lines, every
limit, several runs in flight, and a client that goes away."""
import json
import math
import os
import select
import subprocess
import time

from common import PYSAFE, check, finish
from client import ScriptError, Worker, decode, encode

SERVE = [PYSAFE, "serve"]


def expect_error(w, code, **kw):
    try:
        w.run(code, **kw)
    except ScriptError as e:
        return e
    return None


# ---- 1,000 scripts through one worker, with tools ------------------------------
ledger = {}


def lookup(key):
    if key not in ledger:
        raise KeyError(key)
    return ledger[key]


def store(key, value):
    ledger[key] = value
    return len(ledger)


tools = {"lookup": lookup, "store": store, "twice": lambda x: [x, x]}
with Worker(SERVE) as w:
    bad = 0
    t0 = time.time()
    for i in range(1000):
        kind = i % 5
        try:
            if kind == 0:
                r = w.run("total = sum(x * x for x in range(n))\ntotal", inputs={"n": i})
                ok = r.result == sum(x * x for x in range(i))
            elif kind == 1:
                r = w.run("n = store(f'k{i}', {'i': i, 'sq': (i, i * i)})\nlookup(f'k{i}')['sq']",
                          inputs={"i": i}, tools=tools)
                ok = r.result == (i, i * i)
            elif kind == 2:
                r = w.run("for w in twice(word):\n    print(w.upper())", inputs={"word": f"w{i}"},
                          tools=tools)
                ok = r.output == f"W{i}\nW{i}\n" and r.result is None
            elif kind == 3:
                e = expect_error(w, "lookup('absent')", tools=tools)
                ok = e is not None and e.type == "KeyError" and e.message == "'absent'"
            else:
                e = expect_error(w, f"x = {i}\nx / 0", name=f"job{i}.py")
                ok = (e is not None and e.type == "ZeroDivisionError" and
                      f'File "job{i}.py", line 2' in e.traceback)
        except Exception as ex:  # noqa: BLE001 - any failure counts against the run
            ok = False
            print("exception", i, ex)
        bad += not ok
    check(bad == 0, f"1000 scripts through one worker ({bad} wrong, {time.time() - t0:.1f}s)")
    check(w.proc.poll() is None, "worker still serving after 1000 scripts")

# ---- the value mapping round-trips -----------------------------------------------
values = [None, True, False, 0, -1, 2**53, 2**53 + 1, -2**53 - 1, 10**40, -(10**40), 0.1, -0.0, 1e300,
          5e-324, float("inf"), float("-inf"), "", "é\u20ac\U0001f600\x00\n\"\\", b"", b"\x00\xff" * 10,
          [], [1, [2, [3]]], (), (1,), (1, (2, "x")), set(), {1, 2, 3}, frozenset({"a", (1, 2)}),
          {}, {"a": 1, "b": [1, {"c": None}]}, {1: "one", (2, 3): [4]}, {"$tuple": [1]},
          {"$x": 1, "$y": 2}, {None: 1, True: 2, 1.5: 3, b"k": 4}, {"$": {"$bytes": "x"}},
          [{"$set": []}], {"nested": {(1,): frozenset([frozenset([1])])}}]
with Worker(SERVE) as w:
    for v in values:
        r = w.run("v", inputs={"v": v})
        same = type(r.result) is type(v) and (r.result == v or (isinstance(v, float) and
                                                                  math.isnan(v)))
        if isinstance(v, float) and not math.isnan(v):
            same = same and math.copysign(1, r.result) == math.copysign(1, v)
        check(same, f"round trip {v!r}", repr(r.result))
        check(decode(json.loads(json.dumps(encode(v)))) == v, f"client codec {v!r}")
    r = w.run("float('nan')")
    check(isinstance(r.result, float) and math.isnan(r.result), "nan round trip")
    r = w.run("def f(): pass\n(f, range(3))")
    check(isinstance(r.result, tuple) and r.result[1] == "range(0, 3)" and
          r.result[0].startswith("<function f"), "$repr for values without a JSON form", repr(r.result))
    r = w.run("x = []\nx.append(x)\nx")
    check(r.result is None and r.stats is not None, "a cyclic result is reported, not sent")

# ---- malformed requests: an error event each, and the worker keeps serving ---------
malformed = [
    b"garbage", b"[1, 2]", b"{}", b'{"op": 5}', b'{"op": "run"}', b'{"op": "fly", "id": 1}',
    b'{"op": "run", "id": 1}', b'{"op": "run", "id": 1, "code": 5}', b'{"op": "run", "id": [1], "code": ""}',
    b'{"op": "run", "id": 1, "code": "1", "limits": {"max_cats": 1}}',
    b'{"op": "run", "id": 1, "code": "1", "limits": {"max_memory": -1}}',
    b'{"op": "run", "id": 1, "code": "1", "inputs": {"x": {"$nope": 1}}}',
    b'{"op": "run", "id": 1, "code": "1", "inputs": {"x": {"$repr": "f"}}}',
    b'{"op": "run", "id": 1, "code": "1", "inputs": {"x": {"$bytes": "abc"}}}',
    b'{"op": "run", "id": 1, "code": "1", "inputs": [1]}', b'{"op": "run", "id": 1, "code": "1", "tools": "t"}',
    b'{"op": "tool_result", "id": 99, "call": 1, "value": 1}', b'{"op": "cancel", "id": 99}',
    b'{"op": "run", "id": 1, "code": "1"', b'{"op": "run", "id": 1, "code": "1",}', b'{"op": "run" "id": 1}',
    b'{"op": "run", "id": 1, "code": "\xff"}', b'{"op": "run", "id": 1, "code": "\\ud800"}',
    b'{"op": "run", "id": 1, "code": "\x01"}', b"[" * 100000, b'{"a": ' * 1000 + b"1" + b"}" * 1000,
    b'{"op": "run", "id": 1, "code": "1", "inputs": {"x": ' + b"[" * 150 + b"]" * 150 + b"}}",
    b'{"op": "run", "id": 1, "code": "1", "inputs": {"x": 1e999}}', b"\x00", b"",
]
with Worker(SERVE) as w:
    for line in malformed:
        w.send_raw(line + b"\n")
        ev = w.event()
        check(ev["event"] == "error" and ev["type"] == "ProtocolError" and ev["message"]
              and ev.get("run_continues") is False,
              f"malformed {line[:60]!r}", repr(ev))
    w.send_raw(b'{"op": "run", "id": "t", "code": "(1' + b"0" * (17 << 20) + b')"}\n')
    ev = w.event()
    check(ev.get("type") == "ProtocolError" and "longer than" in ev["message"], "a 17 MiB line", repr(ev))
    w.send({"op": "ping", "id": 5})
    check(w.event() == {"event": "pong", "id": 5}, "ping after malformed lines")
    r = w.run("6 * 7")
    check(r.result == 42, "runs after malformed lines")
    # a tool_result that does not fit the call, while a run waits
    rid = w.start("t()", tools=["t"])
    ev = w.event()
    # each rejection says the waiting run goes on (not its end)
    w.send({"op": "tool_result", "id": rid, "call": ev["call"] + 100, "value": 1})
    e2 = w.event()
    check(e2["type"] == "ProtocolError" and e2.get("run_continues") is True,
          "tool_result for an unknown call", repr(e2))
    w.send({"op": "tool_result", "id": rid, "call": ev["call"]})
    e2 = w.event()
    check(e2["type"] == "ProtocolError" and e2.get("run_continues") is True,
          "tool_result without value or error", repr(e2))
    w.send({"op": "tool_result", "id": rid, "call": ev["call"], "value": {"$nope": 1}})
    e2 = w.event()
    check(e2["type"] == "ProtocolError" and e2.get("run_continues") is True,
          "tool_result with a bad value", repr(e2))
    w.send({"op": "run", "id": rid, "code": "1"})
    e2 = w.event()
    check(e2["type"] == "ProtocolError" and e2.get("run_continues") is True, "a run id in use", repr(e2))
    w.send({"op": "tool_result", "id": rid, "call": ev["call"], "error": {"type": "ToolError",
                                                                          "message": "no"}})
    ev = w.event()
    check(ev["event"] == "error" and ev["type"] == "ToolError" and ev["message"] == "no",
          "a host-chosen exception type", repr(ev))
    rid = w.start("t()", tools=["t"])
    w.event()
    w.send({"op": "cancel", "id": rid})
    ev = w.event()
    check(ev["event"] == "error" and ev["type"] == "Cancelled", "cancel", repr(ev))

# ---- tool namespaces and errors with args ------------------------------------------------
with Worker(SERVE) as w:
    rid = w.start("import gh\ntry:\n    gh.get(5)\nexcept KeyError as e:\n    r = repr(e)\n[r, gh.search('q')]",
                  tools=["gh.get", "gh.search"])
    ev = w.event()
    check(ev["event"] == "tool_call" and ev["name"] == "gh.get" and ev["args"] == [5], "namespaced call", repr(ev))
    w.send({"op": "tool_result", "id": rid, "call": ev["call"], "error": {"type": "KeyError", "args": [5]}})
    ev = w.event()
    check(ev["name"] == "gh.search", "second namespaced call", repr(ev))
    w.send({"op": "tool_result", "id": rid, "call": ev["call"], "value": 1})
    ev = w.event()
    check(ev["event"] == "done" and ev["result"] == ["KeyError(5)", 1], "error with args, namespaces", repr(ev))
    rid = w.start("t()", tools=["t"])
    ev = w.event()
    for bad in [{"type": "KeyError", "args": 5}, {"type": "KeyError", "args": [1], "message": "m"},
                {"type": "UnicodeDecodeError", "args": [1]}]:
        w.send({"op": "tool_result", "id": rid, "call": ev["call"], "error": bad})
        e2 = w.event()
        check(e2["event"] == "error" and e2["type"] == "ProtocolError", f"bad error {bad}", repr(e2))
    w.send({"op": "tool_result", "id": rid, "call": ev["call"], "error": {"type": "ValueError", "args": ["a", 2]}})
    e2 = w.event()
    check(e2["event"] == "error" and e2["type"] == "ValueError" and e2["message"] == "('a', 2)", "args reach", repr(e2))
    w.send({"op": "run", "id": "ns", "code": "1", "tools": ["json.x"]})
    e2 = w.event()
    check(e2["type"] == "ProtocolError" and "module of the sandbox" in e2["message"], "namespace json refused", repr(e2))

# ---- every limit ------------------------------------------------------------------------
limit_cases = [
    ("while True: pass", {"max_instructions": 10000}, "instructions",
     "instruction limit exceeded (10000 instructions)"),
    ("x = []\nwhile True:\n    x.append('a' * 1000)", {"max_memory": 4 << 20}, "memory",
     "memory limit exceeded (4194304 bytes)"),
    ("while True:\n    print('spam')", {"max_output": 100}, "output", "output limit exceeded (100 bytes)"),
    ("while True: pass", {"timeout_ms": 100, "max_instructions": 0}, "time", "time limit exceeded (100 ms)"),
    ("for i in range(10):\n    t()", {"max_tool_calls": 3}, "tool_calls", None),
]
with Worker(SERVE) as w:
    for code, limits, name, msg in limit_cases:
        e = expect_error(w, code, limits=limits, tools={"t": lambda: 1})
        check(e is not None and e.type == "LimitError" and e.limit == name and
              (msg is None or e.message == msg), f"limit {name}", repr(e and e.event))
    e = expect_error(w, "def f(): return f()\nf()", limits={"max_depth": 50})
    check(e is not None and e.type == "RecursionError" and e.limit is None, "depth: RecursionError")
    e = expect_error(w, "while True:\n    print('spam')", limits={"max_output": 100})
    check(e.output.startswith("spam\n") and len(e.output) <= 100, "output before the limit arrives")
    e = expect_error(w, "x = (1,\ny")
    check(e.type == "SyntaxError" and e.event.get("line") == 1, "syntax error with its line", repr(e.event))
    r = w.run("1 + 1")
    check(r.result == 2, "a run after every limit")
with Worker(SERVE + ["--max-instructions", "5000"]) as w:
    e = expect_error(w, "while True: pass")
    check(e is not None and e.limit == "instructions" and "5000" in e.message, "serve's flags are defaults")

# ---- several runs in flight; calls answered out of order --------------------------------
with Worker(SERVE) as w:
    ids = [w.start(f"a = t({k})\nb = t({k} + 100)\na + b", tools=["t"]) for k in range(3)]
    first = [w.event() for _ in ids]
    check(sorted(e["args"][0] for e in first) == [0, 1, 2], "three runs paused at once")
    for ev in reversed(first):
        w.send({"op": "tool_result", "id": ev["id"], "call": ev["call"], "value": ev["args"][0] * 10})
    results = {}
    for _ in range(6):
        ev = w.event()
        if ev["event"] == "tool_call":
            w.send({"op": "tool_result", "id": ev["id"], "call": ev["call"], "value": ev["args"][0] * 10})
        elif ev["event"] == "done":
            results[ev["id"]] = ev["result"]
    check(results == {ids[k]: k * 10 + (k + 100) * 10 for k in range(3)}, "interleaved runs", repr(results))
    # 64 paused runs at most
    many = [w.start("t()", tools=["t"], run_id=f"m{k}") for k in range(64)]
    evs = [w.event() for _ in many]
    w.start("1", run_id="one-too-many")
    ev = w.event()
    check(ev["type"] == "ProtocolError" and "too many" in ev["message"], "65th run refused", repr(ev))
    for ev in evs:
        w.send({"op": "cancel", "id": ev["id"]})
        w.event()
    check(w.run("'free again'").result == "free again", "slots freed by cancel")

# ---- a client that goes away ---------------------------------------------------------------
p = subprocess.Popen(SERVE, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
p.stdin.write(b'{"op": "run", "id": 1, "code": "print(1)\\nt()", "tools": ["t"]}\n')
p.stdin.flush()
p.stdout.readline()
p.stdout.readline()
p.stdin.close()  # disconnect while the run waits for a tool
try:
    rc = p.wait(timeout=10)
    check(rc == 0, "disconnect while paused: worker exits 0", str(rc))
except subprocess.TimeoutExpired:
    p.kill()
    check(False, "disconnect while paused: worker exits")
p.stdout.close()

p = subprocess.Popen(SERVE, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
p.stdin.write(b'{"op": "run", "id": 1, "code": "while True: pass", '
              b'"limits": {"timeout_ms": 300, "max_instructions": 0}}\n')
p.stdin.flush()
p.stdout.close()  # stop listening mid-run
p.stdin.close()
try:
    rc = p.wait(timeout=10)
    check(rc in (0, 4), "disconnect mid-run: worker exits", str(rc))
except subprocess.TimeoutExpired:
    p.kill()
    check(False, "disconnect mid-run: worker exits")

p = subprocess.Popen(SERVE, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
out, _ = p.communicate(b'{"op": "ping", "id": 1}\n{"op": "run", "id": 2, "co', timeout=10)
lines = [json.loads(l) for l in out.splitlines()]
check(len(lines) == 2 and lines[1]["type"] == "ProtocolError" and "middle of a line" in lines[1]["message"]
      and p.returncode == 0, "a truncated last line", repr(lines))

finish()
