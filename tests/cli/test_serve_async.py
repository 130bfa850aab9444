"""Async tools through `pysafe serve` and `pysafe --tools-cmd`: every
outstanding call is sent before the worker waits, answers come back in any
order, cancelled calls get a tool_cancel event; the output is CPython's for
the same script with the tools written as coroutines."""
import json
import subprocess

from common import PY, PYSAFE, SRC, check, finish, run


class Raw:
    """The worker driven line by line (examples/client.py answers calls as
    they come; these tests need to hold them)."""

    def __init__(self):
        self.p = subprocess.Popen([PYSAFE, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(self, obj):
        self.p.stdin.write((json.dumps(obj) + "\n").encode())
        self.p.stdin.flush()

    def recv(self):
        line = self.p.stdout.readline()
        return json.loads(line) if line else None

    def close(self):
        self.p.stdin.close()
        self.p.wait(timeout=30)


def cpython(script, tools_src):
    """The script's output under python3, the tools being coroutines."""
    rc, out, err = run(PY + ["-c", tools_src + "\n" + script])
    return out


def drive(w, run_id, answer, want_calls=None):
    """Collect events of run_id until it ends. answer(calls) -> list of
    (call_id, value_or_None, error_or_None) in the order to send; called
    with each batch of tool_call events that arrived before the worker
    waited. Returns (output, batches, cancels, final event)."""
    out, batches, cancels = "", [], []
    batch = []
    while True:
        ev = w.recv()
        if ev is None:
            return out, batches, cancels, None
        kind = ev["event"]
        if kind == "print":
            out += ev["text"]
        elif kind == "tool_call":
            batch.append(ev)
        elif kind == "tool_cancel":
            cancels.append(ev["call"])
        elif kind in ("done", "error"):
            return out, batches, cancels, ev
        # the worker has sent everything for this pause when no more lines
        # are waiting: answer once the expected batch is complete
        if batch and (want_calls is None or len(batch) >= want_calls(len(batches))):
            batches.append(batch)
            for cid, val, err in answer(batch):
                req = {"op": "tool_result", "id": run_id, "call": cid}
                if err is not None:
                    req["error"] = err
                else:
                    req["value"] = val
                w.send(req)
            batch = []


# ---- gather over 10 async tool calls: one pause, answered in reverse --------------
SCRIPT1 = """
import asyncio
async def main():
    cities = ['c%d' % i for i in range(10)]
    r = await asyncio.gather(*(get_weather(c) for c in cities))
    print(r)
asyncio.run(main())
"""
TOOLS1 = """
async def get_weather(city):
    return 'sunny in ' + city
"""
w = Raw()
w.send({"op": "run", "id": "g", "code": SCRIPT1, "tools": ["get_weather"], "async_tools": ["get_weather"]})
out, batches, cancels, end = drive(
    w, "g",
    lambda calls: [(c["call"], "sunny in " + c["args"][0], None) for c in reversed(calls)],
    want_calls=lambda k: 10)
check(end is not None and end["event"] == "done", "gather of 10: done", repr(end))
check(len(batches) == 1 and len(batches[0]) == 10, "gather of 10: one pause with 10 tool_call events",
      repr([len(b) for b in batches]))
check(out == cpython(SCRIPT1, TOOLS1), "gather of 10: CPython's output", out)
check(end is not None and end.get("stats", {}).get("tool_calls") == 10, "gather of 10: 10 tool calls counted")

# ---- return_exceptions=True with two failing tools -------------------------------
SCRIPT2 = """
import asyncio
async def main():
    r = await asyncio.gather(lookup('a'), lookup('bad1'), lookup('bb'), lookup('bad2'),
                             return_exceptions=True)
    for x in r:
        print(type(x).__name__, x)
asyncio.run(main())
"""
TOOLS2 = """
async def lookup(key):
    if key.startswith('bad'):
        raise LookupError(key)
    return len(key) * 10
"""


def answer2(calls):
    res = []
    for c in calls:
        k = c["args"][0]
        if k.startswith("bad"):
            res.append((c["call"], None, {"type": "LookupError", "message": k}))
        else:
            res.append((c["call"], len(k) * 10, None))
    return res[::-1]


w.send({"op": "run", "id": "e", "code": SCRIPT2, "tools": ["lookup"], "async_tools": ["lookup"]})
out, batches, cancels, end = drive(w, "e", answer2, want_calls=lambda k: 4)
check(end is not None and end["event"] == "done", "return_exceptions: done", repr(end))
check(out == cpython(SCRIPT2, TOOLS2), "return_exceptions: CPython's output", out)

# ---- a task cancelled while its call is pending ------------------------------------
SCRIPT3 = """
import asyncio
async def main():
    t = asyncio.create_task(slow(1))
    v = await fast(2)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print('cancelled', v)
    print(await fast(3))
asyncio.run(main())
"""
TOOLS3 = """
import asyncio
async def slow(x):
    await asyncio.sleep(10)
    return x
async def fast(x):
    return x * 10
"""
state = {"slow": None}


def answer3(calls):
    res = []
    for c in calls:
        if c["name"] == "slow":
            state["slow"] = c["call"]
        else:
            res.append((c["call"], c["args"][0] * 10, None))
    return res


w.send({"op": "run", "id": "c", "code": SCRIPT3, "tools": ["slow", "fast"], "async_tools": ["slow", "fast"]})
out, batches, cancels, end = drive(w, "c", answer3)
check(end is not None and end["event"] == "done", "cancel: done", repr(end))
check(cancels == [state["slow"]], "cancel: one tool_cancel event for the slow call", repr(cancels))
check(out == cpython(SCRIPT3, TOOLS3), "cancel: CPython's output", out)

# answering a cancelled call, an unknown call: the worker stays sound
w.send({"op": "run", "id": "u", "code": "x = 1", "tools": []})
ev = w.recv()
check(ev["event"] == "done", "a run after the async runs")
w.send({"op": "run", "id": "x", "code": "import sys\nprint('a')\nsys.exit(3)"})
evs = [w.recv(), w.recv()]
check(evs[0]["event"] == "print" and evs[1]["event"] == "done" and evs[1].get("exit") == {"code": 3, "message": None},
      "SystemExit: done with its exit status", repr(evs))
w.send({"op": "run", "id": "x2", "code": "raise SystemExit('bye')"})
ev = w.recv()
check(ev["event"] == "done" and ev.get("exit") == {"code": 1, "message": "bye"}, "SystemExit('bye')", repr(ev))
w.send({"op": "run", "id": "bad", "code": "1", "tools": ["a"], "async_tools": ["b"]})
ev = w.recv()
check(ev["event"] == "error" and "async_tools" in ev["message"], "async_tools must name tools", repr(ev))
w.close()

# ---- the CLI's --tools-cmd with an async provider (examples/async_tools.py) --------
rc, out, err = run([PYSAFE, "--tools-cmd", " ".join(PY) + " " + SRC + "/examples/async_tools.py",
                    SRC + "/examples/async_main.py"])
check(rc == 0, "async example: exit 0", err)
lines = out.splitlines()
check(lines[:2] == ["fig     3.40 USD  3.13 EUR  stock   7",
                    "pear    2.10 USD  1.93 EUR  stock   0  (out of stock)"] and
      lines[-1] == "quoted 5 items" and "no price for 'durian'" in lines, "async example: its report", out)
finish()
