"""The host tools of tests/lang/async's tool_*.py files, served to
`pysafe --tools-cmd` (docs/protocol.md, "Tool providers"). Not a test
itself: tests/list_tests.py skips names that start with "_".

The same tools written as Python coroutines and functions are in
_tools_twin.py, which the test files import only under python3, so both
interpreters print the same thing. An async tool takes `delay` seconds of
real time here (asyncio.sleep in the twin), so calls in flight finish in
the order of their delays: tests give clearly different delays whenever the
order shows.
"""
import base64
import json
import sys
import threading

CATALOG = {
    "apple": {"price": 125, "stock": 12},
    "pear": {"price": 210, "stock": 0},
    "plum": {"price": 75, "stock": 40},
    "fig": {"price": 340, "stock": 3},
}
ERRORS = {"ValueError": ValueError, "KeyError": KeyError, "RuntimeError": RuntimeError,
          "TimeoutError": TimeoutError, "ZeroDivisionError": ZeroDivisionError,
          "PermissionError": PermissionError, "LookupError": LookupError}
history = []  # the order in which calls reached the host


# ---- the tools (the twin module has the same ones) ---------------------

def fetch(key, delay=0.05):
    if key not in CATALOG:
        raise KeyError(key)
    return CATALOG[key]


def echo(value, delay=0.05):
    return value


def fail(kind, message, delay=0.05):
    raise ERRORS[kind](message)


def total(numbers, delay=0.05):
    return sum(numbers)


def visit(tag, delay=0.05):
    return "visited " + tag


def add(a, b):
    return a + b


def shout(text):
    return text.upper() + "!"


def calls():
    return list(history)


ASYNC = {"fetch": fetch, "echo": echo, "fail": fail, "total": total, "visit": visit}
SYNC = {"add": add, "shout": shout, "calls": calls}


# ---- the protocol --------------------------------------------------------

def decode(v):
    if isinstance(v, list):
        return [decode(x) for x in v]
    if isinstance(v, dict):
        if len(v) == 1:
            (k, x), = v.items()
            if k == "$tuple":
                return tuple(decode(e) for e in x)
            if k == "$set":
                return set(decode(e) for e in x)
            if k == "$frozenset":
                return frozenset(decode(e) for e in x)
            if k == "$bytes":
                return base64.b64decode(x)
            if k == "$dict":
                return {decode(a): decode(b) for a, b in x}
            if k == "$int":
                return int(x)
            if k == "$float":
                return float(x)
        return {k: decode(x) for k, x in v.items()}
    return v


def encode(v):
    if isinstance(v, tuple):
        return {"$tuple": [encode(x) for x in v]}
    if isinstance(v, (set, frozenset)):
        return {"$set" if isinstance(v, set) else "$frozenset": [encode(x) for x in v]}
    if isinstance(v, bytes):
        return {"$bytes": base64.b64encode(v).decode("ascii")}
    if isinstance(v, float) and v != v or v in (float("inf"), float("-inf")):
        return {"$float": repr(v)}
    if isinstance(v, dict) and not all(isinstance(k, str) for k in v):
        return {"$dict": [[encode(a), encode(b)] for a, b in v.items()]}
    if isinstance(v, list):
        return [encode(x) for x in v]
    if isinstance(v, dict):
        return {k: encode(x) for k, x in v.items()}
    if isinstance(v, int) and not isinstance(v, bool) and abs(v) > 2 ** 53:
        return {"$int": str(v)}
    return v


out_lock = threading.Lock()


def reply(obj):
    with out_lock:
        sys.stdout.write(json.dumps(obj) + "\n")
        sys.stdout.flush()


def outcome(fn, args, kwargs):
    try:
        return {"value": encode(fn(*args, **kwargs))}
    except Exception as e:
        msg = str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)
        return {"error": {"type": type(e).__name__, "message": msg}}


cancelled = {}  # id -> Event set when the script no longer wants the call


def run_async(ident, fn, args, kwargs):
    # delay: each async tool's last parameter (inspect is slow to import)
    if "delay" in kwargs:
        delay = kwargs["delay"]
    else:
        i = fn.__code__.co_varnames.index("delay")
        delay = args[i] if len(args) > i else fn.__defaults__[-1]
    if cancelled[ident].wait(delay):
        return  # cancelled: no answer
    r = outcome(fn, args, kwargs)
    r["id"] = ident
    reply(r)


def main():
    reply({"tools": sorted(ASYNC) + sorted(SYNC), "async": sorted(ASYNC)})
    for line in sys.stdin:
        req = json.loads(line)
        if "cancel" in req:
            ev = cancelled.get(req["cancel"])
            if ev:
                ev.set()
            continue
        name = req["name"]
        args = decode(req["args"])
        kwargs = decode(req["kwargs"])
        if "id" in req:
            history.append(name + ":" + str(args[0] if args else ""))
            cancelled[req["id"]] = threading.Event()
            threading.Thread(target=run_async, args=(req["id"], ASYNC[name], args, kwargs),
                             daemon=True).start()
        else:
            reply(outcome(SYNC[name], args, kwargs))


main()
