"""`pysafe serve`'s snapshot and restore ops: a run paused on a tool call
is saved by one worker ({"op": "snapshot"}), continued by ANOTHER worker
process ({"op": "restore"}), answered there, and must end exactly as the
run never saved: same output, same result, same error. Done at every tool
call of each script, sync and async tools. Then the refusals."""
import base64

from common import PYSAFE, check, finish
from client import Worker, decode, encode

SERVE = [PYSAFE, "serve"]


def tool_answer(name, args):
    if name == "fail":
        return None, {"type": "ValueError", "message": f"failed {args[0]!r}"}
    if name == "double":
        return args[0] * 2, None
    return args[0] if args else None, None


def reply(ev):
    value, error = tool_answer(ev["name"], [decode(a) for a in ev["args"]])
    r = {"op": "tool_result", "id": ev["id"], "call": ev["call"]}
    if error:
        r["error"] = error
    else:
        r["value"] = encode(value)
    return r


def drive(w, run_id, out, save_at=None):
    """Read events of run_id, answering tool calls; at the save_at-th
    tool_call event, save the run instead. Returns ("end", event) or
    ("saved", data)."""
    seen = 0
    while True:
        ev = w.event()
        assert ev.get("id") == run_id, ev
        kind = ev["event"]
        if kind == "print":
            out.append(ev["text"])
        elif kind == "tool_call":
            if save_at is not None and seen == save_at:
                w.send({"op": "snapshot", "id": run_id})
                while True:
                    sev = w.event()
                    if sev["event"] == "snapshot":
                        return "saved", sev
                    # tool_call events of the same pause come first
                    assert sev["event"] == "tool_call", sev
            seen += 1
            w.send(reply(ev))
        elif kind == "snapshot":
            return "saved", ev
        else:
            return "end", ev


def summary(ev, out):
    keep = {k: ev.get(k) for k in ("event", "result", "type", "message", "traceback", "limit")}
    return keep, "".join(out)


SCRIPTS = [
    ("plain", "x = ask(1)\nprint('got', x)\ny = double([x, 2])\nprint(y)\ny", ["ask", "double"], []),
    ("loops", "t = 0\nfor i in range(3):\n    t += double(i)\n    print(i, t)\n"
              "for k, v in {'a': 1}.items():\n    print(k, ask(v))\n"
              "print([ask(c) for c in 'h\u00e9'])\nt", ["ask", "double"], []),
    ("nested", "def inner(n):\n    return double(n) + 1\ndef outer(n):\n    return [inner(i) for i in range(n)]\n"
               "class C:\n    def __init__(self, v):\n        self.v = ask(v)\nprint(outer(2), C(5).v)",
     ["ask", "double"], []),
    ("generators", "def gen(n):\n    for i in range(n):\n        yield ask(i) * 10\n"
                   "def plain(n):\n    yield from range(n)\n"
                   "h = plain(3)\nprint(next(h))\nfor v in gen(2):\n    print('v', v, ask('mid'))\nprint(list(h))",
     ["ask"], []),
    ("try_with", "import contextlib\n@contextlib.contextmanager\ndef cm():\n    print('enter')\n"
                 "    try:\n        yield 1\n    finally:\n        print('exit')\n"
                 "with cm():\n    try:\n        fail('x')\n    except ValueError as e:\n        print('caught', e)\n"
                 "    finally:\n        print('finally', ask('f'))\nfail('end')", ["ask", "fail"], []),
    ("async", "import asyncio\nasync def one(i):\n    return await fetch(i) * 2\n"
              "async def main():\n    a = await fetch('first')\n"
              "    rs = await asyncio.gather(one(1), one(2), one(3))\n    print(a, rs, ask('sync'))\n    return sum(rs)\n"
              "asyncio.run(main())", ["ask", "fetch"], ["fetch"]),
]

for label, code, tools, async_tools in SCRIPTS:
    # the run never saved
    with Worker(SERVE) as w:
        w.send({"op": "run", "id": "r", "code": code, "tools": tools, "async_tools": async_tools})
        out = []
        how, ev = drive(w, "r", out)
        want = summary(ev, out)
    check(how == "end", f"{label}: uninterrupted run ends")
    k = 0
    while True:
        out = []
        with Worker(SERVE) as w1:
            w1.send({"op": "run", "id": "r", "code": code, "tools": tools, "async_tools": async_tools})
            how, sev = drive(w1, "r", out, save_at=k)
            if how == "end":
                break
            # the run ended in that worker: a tool_result for it is refused
            w1.send({"op": "tool_result", "id": "r", "call": 1, "value": 1})
            gone = w1.event()
        check(gone["event"] == "error" and gone["type"] == "ProtocolError",
              f"{label} save {k}: the saved run is gone from its worker")
        check(sev["bytes"] == len(base64.b64decode(sev["data"])), f"{label} save {k}: bytes field")
        with Worker(SERVE) as w2:
            w2.send({"op": "restore", "id": "again", "data": sev["data"], "tools": tools,
                     "async_tools": async_tools})
            how2, ev2 = drive(w2, "again", out)
        got = summary(ev2, out)
        check(how2 == "end" and got == want, f"{label}: saved at tool call {k}, resumed in another worker",
              f"got  {got}\nwant {want}")
        k += 1
    check(k >= 1, f"{label}: saved at {k} tool calls")

# ---- refusals ---------------------------------------------------------------------
with Worker(SERVE) as w:
    w.send({"op": "snapshot", "id": "none"})
    ev = w.event()
    check(ev["event"] == "error" and "no run with this id" in ev["message"], "snapshot of no run", str(ev))
    w.send({"op": "restore", "id": "x", "data": "not base64!"})
    ev = w.event()
    check(ev["event"] == "error" and ev["message"] == '"data" is not base64', "restore of non-base64", str(ev))
    w.send({"op": "restore", "id": "x", "data": base64.b64encode(b"PSSNAP\r\n" + b"\0" * 40).decode()})
    ev = w.event()
    check(ev["event"] == "error" and ev["message"].startswith("cannot restore: "), "restore of bad bytes", str(ev))
    w.send({"op": "restore", "id": "x"})
    ev = w.event()
    check(ev["event"] == "error" and "\"data\"" in ev["message"], "restore without data", str(ev))
    # a snapshot's bytes, changed: refused, the worker goes on
    w.send({"op": "run", "id": "p", "code": "x = ask(1)\nx", "tools": ["ask"]})
    ev = w.event()
    w.send({"op": "snapshot", "id": "p"})
    ev = w.event()
    check(ev["event"] == "snapshot", "snapshot event", str(ev))
    raw = bytearray(base64.b64decode(ev["data"]))
    raw[len(raw) // 2] ^= 0x55
    w.send({"op": "restore", "id": "q", "data": base64.b64encode(bytes(raw)).decode(), "tools": ["ask"]})
    ev = w.event()
    check(ev["event"] == "error" and "checksum" in ev["message"], "a changed snapshot is refused", str(ev))
    w.send({"op": "ping", "id": 1})
    check(w.event() == {"event": "pong", "id": 1}, "the worker serves on")

finish()
